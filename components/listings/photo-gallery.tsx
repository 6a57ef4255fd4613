import { getTranslations } from 'next-intl/server';
import { StaticImage } from '@/components/ui/static-image';
import { DETAIL_PHOTO_SIZES } from '@/lib/media/image-sizes';
import type { GalleryLabels, GalleryPhoto } from './gallery';
import { GalleryIsland } from './gallery-island';
import styles from './gallery.module.css';

/**
 * A listing's photos. The first photo and the thumbnails are server HTML (no image component to
 * hydrate), so the page paints, and works without JavaScript, at once, and the first photo, at
 * high priority and preloaded from the head, is the page's largest paint. The swiper gallery
 * replaces them once the page has loaded and the browser is idle (gallery-island.tsx), which
 * keeps swiper out of the JavaScript the page needs first.
 */
export async function PhotoGallery({ photos, title }: { photos: GalleryPhoto[]; title: string }) {
  const t = await getTranslations('Listing.gallery');
  if (photos.length === 0) return <NoPhoto text={t('noPhoto')} />;
  const count = photos.length;
  const labels: GalleryLabels = {
    region: t('label', { title }),
    photos: photos.map((_, index) => t('photo', { index: index + 1, count })),
    open: t('open', { count }),
    close: t('close'),
    next: t('next'),
    previous: t('previous'),
    thumbnails: t('thumbnails'),
  };
  return (
    <GalleryIsland photos={photos} labels={labels}>
      <GalleryPreview photos={photos} labels={labels} />
    </GalleryIsland>
  );
}

/** "No photo was found": a listing or project without photos. */
function NoPhoto({ text }: { text: string }) {
  return (
    <p className={styles.noPhoto} role="status" data-testid="no-photo">
      {text}
    </p>
  );
}

/** The first photo, its counter and the thumbnail row, laid out as the gallery will be. */
function GalleryPreview({ photos, labels }: { photos: GalleryPhoto[]; labels: GalleryLabels }) {
  const first = photos[0]!;
  return (
    <section className={styles.gallery} aria-label={labels.region} data-testid="gallery-preview">
      <div className={styles.main}>
        <StaticImage
          src={first.url}
          alt={first.alt}
          width={first.width}
          height={first.height}
          sizes={DETAIL_PHOTO_SIZES}
          priority
          fetchPriority="high"
          className={styles.photo}
        />
        <p className={styles.counter}>{labels.photos[0]}</p>
      </div>
      {photos.length > 1 && (
        <div className={styles.thumbsPreview}>
          {photos.map((photo, index) => (
            <div key={photo.url} className={styles.thumb}>
              <StaticImage
                src={photo.url}
                alt={labels.photos[index]!}
                width={120}
                height={80}
                sizes="120px"
              />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
