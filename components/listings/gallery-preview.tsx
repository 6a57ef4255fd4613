import { Icon } from '@/components/ui/icon';
import { preload } from 'react-dom';
import { DETAIL_PHOTO_SIZES } from '@/lib/media/image-sizes';
import { photoSources, thumbnailSources } from '@/lib/media/photo-sources';

/** The thumbnails' width in CSS pixels (gallery.module.css › .thumb). */
const THUMBNAIL_WIDTH = 96;
import type { GalleryLabels, GalleryPhoto } from './gallery';
import styles from './gallery.module.css';

/**
 * The first photo, its counter, the slider's controls and the thumbnail row, laid out as the
 * gallery will be. The controls name what they do (`data-gallery-action`) for the island, which
 * swaps in the slider on the photo asked for. Without JavaScript the arrows are hidden, and
 * "full screen" and the thumbnails are links to the photos themselves.
 */
export function GalleryPreview({
  photos,
  labels,
}: {
  photos: GalleryPhoto[];
  labels: GalleryLabels;
}) {
  const first = photos[0]!;
  const main = photoSources(first.url, DETAIL_PHOTO_SIZES);
  // the page's largest paint: fetched at high priority from the head, as StaticImage's priority does
  preload(main.src, {
    as: 'image',
    imageSrcSet: main.srcSet,
    imageSizes: DETAIL_PHOTO_SIZES,
    fetchPriority: 'high',
  });
  const several = photos.length > 1;
  return (
    <section
      className={styles.gallery}
      aria-label={labels.region}
      data-testid="gallery"
      data-state="preview"
    >
      <div className={styles.main} data-gallery-swipe="">
        {/* eslint-disable-next-line @next/next/no-img-element -- StaticImage's attributes (photoSources), preloaded above */}
        <img
          alt={first.alt}
          fetchPriority="high"
          width={first.width}
          height={first.height}
          decoding="async"
          className={styles.photo}
          sizes={DETAIL_PHOTO_SIZES}
          srcSet={main.srcSet}
          src={main.src}
        />
        {several && (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.arrowPrevious}`}
              aria-label={labels.previous}
              aria-disabled="true"
              data-gallery-action="previous"
            >
              <Icon name="chevron-left" size={26} />
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.arrowNext}`}
              aria-label={labels.next}
              data-gallery-action="next"
            >
              <Icon name="chevron-right" size={26} />
            </button>
          </>
        )}
        <p className={styles.counter}>{labels.photos[0]}</p>
        <a
          href={first.url}
          className={styles.expand}
          data-gallery-action="open"
          data-testid="gallery-open"
        >
          <Icon name="expand" size={18} />
          {labels.open}
        </a>
      </div>
      {several && (
        <ul className={styles.thumbsPreview} aria-label={labels.thumbnails}>
          {photos.map((photo, index) => (
            <li key={photo.url} className={styles.thumb}>
              <a
                href={photo.url}
                data-gallery-action="photo"
                data-index={index}
                aria-current={index === 0 ? 'true' : undefined}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- StaticImage's attributes (photoSources) */}
                <img
                  alt={labels.photos[index]!}
                  loading="lazy"
                  width={120}
                  height={80}
                  decoding="async"
                  {...thumbnailSources(photo.url, THUMBNAIL_WIDTH)}
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
