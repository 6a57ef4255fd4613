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
 * The device pixels a photo's slot can need, per `sizes` value: [its narrowest slot at 1 device
 * pixel per CSS pixel, its widest at the densest screen that shows it that wide]. Cards: 280 px
 * on a 320 px phone, 390 px wide at 3 dppx on the commonest phones (1,170), at most 531 px at
 * 2 dppx on small tablets (1,062) and 25 rem at 2 dppx on desktops (800). The detail gallery:
 * 280 px, up to 55.5 rem (888 px) at 2 dppx.
 */
const DEVICE_PIXEL_RANGES = new Map<string, readonly [number, number]>([
  [CARD_PHOTO_SIZES, [280, 1170]],
  [DETAIL_PHOTO_SIZES, [280, 1776]],
]);

/** A fixed slot (`sizes="120px"`) at 1 to 3 device pixels per CSS pixel. */
function deviceRangeOf(sizes: string): readonly [number, number] | null {
  const fixed = /^(\d+)px$/.exec(sizes.trim());
  if (fixed) return [Number(fixed[1]), 3 * Number(fixed[1])];
  return DEVICE_PIXEL_RANGES.get(sizes) ?? null;
}

/**
 * The widths of `candidates` a browser can choose for a slot of these `sizes` (it takes the
 * smallest candidate at least as wide as the slot's device pixels): from the one that serves the
 * narrowest slot to the one that serves the widest. next/image lists every configured width in
 * every srcset (8 URLs of 70 bytes, in the HTML and again in the page's React payload); the
 * rest are never fetched. Null for `sizes` whose range is not known here: keep them all.
 */
export function usefulWidths(
  sizes: string | undefined,
  candidates: readonly number[],
): number[] | null {
  const range = sizes ? deviceRangeOf(sizes) : null;
  if (!range) return null;
  const sorted = [...candidates].sort((a, b) => a - b);
  const serving = (pixels: number) => sorted.find((width) => width >= pixels) ?? sorted.at(-1)!;
  const [low, high] = [serving(range[0]), serving(range[1])];
  return sorted.filter((width) => width >= low && width <= high);
}

/** A srcset (`url 400w, url 600w`) with only the entries of `widths`. */
export function srcSetWithin(srcSet: string, widths: readonly number[]): string {
  return srcSet
    .split(', ')
    .filter((entry) => widths.includes(Number(/ (\d+)w$/.exec(entry)?.[1])))
    .join(', ');
}

/**
 * The folders of the site's own pictures (photos, plans, imported media, energy labels, the
 * logo): the only local paths the image optimiser takes (next.config.ts › images.localPatterns).
 */
export const LOCAL_IMAGE_FOLDERS = ['/media', '/images', '/brand'] as const;
/** The kinds of picture the optimiser encodes (an SVG is served as it is, never through it). */
export const LOCAL_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif'] as const;
