/**
 * Image widths: photos are served at 100, 400, 600 and 1360 px, for viewports up to 100, 500,
 * 750 and 1050 px, and at their original 1600 px beyond; the search box shows 60×60 thumbnails
 * and lists show thumbnails 250 px wide. next.config.ts gives next/image exactly these widths, and
 * one more: 800 px, for phones. A 390 px phone draws at 1.75–3 device pixels per CSS pixel, so a
 * photo across its screen needs 680–1170 px; with the product's widths alone it got 1360 (three times the
 * bytes of 800) for the commonest phones.
 */
export const PHOTO_WIDTHS = [100, 400, 600, 800, 1360, 1600] as const;
export const THUMBNAIL_WIDTHS = [60, 250] as const;
export const ORIGINAL_PHOTO_WIDTH = 1600;

const BREAKPOINTS: readonly [number, number][] = [
  [100, 100],
  [500, 400],
  [750, 600],
  [1050, 1360],
];

/** The `sizes` attribute of a full-width photo, built from the breakpoints. */
export const PHOTO_SIZES = [
  ...BREAKPOINTS.map(([viewport, width]) => `(max-width: ${viewport}px) ${width}px`),
  `${ORIGINAL_PHOTO_WIDTH}px`,
].join(', ');

/** Which of the product's widths a viewport gets. */
export function photoWidthFor(viewportWidth: number): number {
  return BREAKPOINTS.find(([viewport]) => viewportWidth <= viewport)?.[1] ?? ORIGINAL_PHOTO_WIDTH;
}

/**
 * `sizes` of photos as the layout draws them (390, 768 and 1280 px wide screens), so the browser
 * fetches no more pixels than it shows. Cards: one column below 572 px (the container's 1.25 rem
 * padding on each side), then 16 rem columns that never pass 25 rem.
 */
export const CARD_PHOTO_SIZES = '(max-width: 571px) calc(100vw - 2.5rem), 25rem';

/** The detail page's gallery: the container's width, then beside the 20 rem side column (2 rem gap), at most 1280 px. */
export const DETAIL_PHOTO_SIZES =
  '(max-width: 1023px) calc(100vw - 2.5rem), min(calc(100vw - 24.5rem), 55.5rem)';

/**
 * The folders of the site's own pictures (photos, plans, imported media, energy labels, the
 * logo): the only local paths the image optimiser takes (next.config.ts › images.localPatterns).
 */
export const LOCAL_IMAGE_FOLDERS = ['/media', '/images', '/brand'] as const;
/** The kinds of picture the optimiser encodes (an SVG is served as it is, never through it). */
export const LOCAL_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif'] as const;
