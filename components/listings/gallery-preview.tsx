import { Icon } from '@/components/ui/icon';
import { StaticImage } from '@/components/ui/static-image';
import { DETAIL_PHOTO_SIZES } from '@/lib/media/image-sizes';
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
  const several = photos.length > 1;
  return (
    <section
      className={styles.gallery}
      aria-label={labels.region}
      data-testid="gallery"
      data-state="preview"
    >
      <div className={styles.main} data-gallery-swipe="">
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
                <StaticImage
                  src={photo.url}
                  alt={labels.photos[index]!}
                  width={120}
                  height={80}
                  sizes="120px"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
