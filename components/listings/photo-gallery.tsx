'use client';

import dynamic from 'next/dynamic';
import Image from 'next/image';
import { createContext, useContext } from 'react';
import { useTranslations } from 'next-intl';
import { PHOTO_SIZES } from '@/lib/media/image-sizes';
import type { GalleryPhoto } from './gallery';
import styles from './gallery.module.css';

type Props = { photos: GalleryPhoto[]; title: string };
const GalleryProps = createContext<Props | null>(null);

function Preview() {
  const props = useContext(GalleryProps);
  return props ? <GalleryPreview {...props} /> : null;
}

const Gallery = dynamic(() => import('./gallery').then((module) => module.Gallery), { ssr: false, loading: Preview });

/**
 * A listing's photos. The first photo and the thumbnails are server-rendered, so the page paints
 * (and works without JavaScript) at once; the swiper gallery replaces them as soon as its code has
 * arrived, which keeps swiper out of the JavaScript the page needs first.
 */
export function PhotoGallery(props: Props) {
  return (
    <GalleryProps value={props}>
      <Gallery {...props} />
    </GalleryProps>
  );
}

/** The first photo, its counter and the thumbnail row, laid out as the gallery will be. */
function GalleryPreview({ photos, title }: Props) {
  const t = useTranslations('Listing.gallery');
  const first = photos[0]!;
  return (
    <section className={styles.gallery} aria-label={t('label', { title })} data-testid="gallery-preview">
      <div className={styles.main}>
        <Image src={first.url} alt={first.alt} width={first.width} height={first.height} sizes={PHOTO_SIZES} priority className={styles.photo} />
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
