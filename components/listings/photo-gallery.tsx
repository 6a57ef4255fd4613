'use client';

import dynamic from 'next/dynamic';
import Image from 'next/image';
import { createContext, useContext } from 'react';
import { useTranslations } from 'next-intl';
import { useAfterPageLoad } from '@/components/ui/use-after-page-load';
import { DETAIL_PHOTO_SIZES } from '@/lib/media/image-sizes';
import type { GalleryPhoto } from './gallery';
import styles from './gallery.module.css';

type Props = { photos: GalleryPhoto[]; title: string };
const GalleryProps = createContext<Props | null>(null);

/** While the gallery's code arrives, the preview stays in place (no layout shift). */
function Preview() {
  const props = useContext(GalleryProps);
  return props ? <GalleryPreview {...props} /> : null;
}

const Gallery = dynamic(() => import('./gallery').then((module) => module.Gallery), { ssr: false, loading: Preview });

/**
 * A listing's photos. The first photo and the thumbnails are server-rendered, so the page paints
 * (and works without JavaScript) at once; the swiper gallery replaces them once the page has
 * loaded and the browser is idle, which keeps swiper out of the JavaScript the page needs first
 * and lets the first photo be the page's largest paint (replaced before it is painted, the
 * gallery's copy of it would be, after all of that JavaScript).
 */
export function PhotoGallery(props: Props) {
  const loaded = useAfterPageLoad();
  if (props.photos.length === 0) return <NoPhoto />;
  return <GalleryProps value={props}>{loaded ? <Gallery {...props} /> : <GalleryPreview {...props} />}</GalleryProps>;
}

/** §8 "No photo was found": a listing or project without photos. */
function NoPhoto() {
  const t = useTranslations('Listing.gallery');
  return (
    <p className={styles.noPhoto} role="status" data-testid="no-photo">
      {t('noPhoto')}
    </p>
  );
}

/** The first photo, its counter and the thumbnail row, laid out as the gallery will be. */
function GalleryPreview({ photos, title }: Props) {
  const t = useTranslations('Listing.gallery');
  const first = photos[0]!;
  return (
    <section className={styles.gallery} aria-label={t('label', { title })} data-testid="gallery-preview">
      <div className={styles.main}>
        <Image src={first.url} alt={first.alt} width={first.width} height={first.height} sizes={DETAIL_PHOTO_SIZES} priority fetchPriority="high" className={styles.photo} />
        <p className={styles.counter}>{t('photo', { index: 1, count: photos.length })}</p>
      </div>
      {photos.length > 1 && (
        <div className={styles.thumbsPreview}>
          {photos.map((photo, index) => (
            <div key={photo.url} className={styles.thumb}>
              <Image src={photo.url} alt={t('photo', { index: index + 1, count: photos.length })} width={120} height={80} sizes="120px" />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
