import { getTranslations } from 'next-intl/server';
import type { GalleryLabels, GalleryPhoto } from './gallery';
import { GalleryIsland } from './gallery-island';
import styles from './gallery.module.css';

/**
 * A listing's photos. The first photo and the thumbnails are in the server HTML (plain images,
 * drawn by the island from the photo list it needs anyway: gallery-preview.tsx), so the page
 * paints, and works without JavaScript, at once, and the first photo, at
 * high priority and preloaded from the head, is the page's largest paint. The swiper gallery
 * replaces them when the visitor first acts on them (gallery-island.tsx), so a page only looked
 * at never loads swiper.
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
    // the island draws the preview from the same list: the payload carries the photos once
    <GalleryIsland photos={photos} labels={labels} />
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
