/**
 * §9 image widths: photos are served at 100, 400, 600 and 1360 px, for viewports up to 100, 500,
 * 750 and 1050 px, and at their original 1600 px beyond; the search box shows 60×60 thumbnails
 * and lists show thumbnails 250 px wide. next.config.ts gives next/image exactly these widths.
 */
export const PHOTO_WIDTHS = [100, 400, 600, 1360, 1600] as const;
export const THUMBNAIL_WIDTHS = [60, 250] as const;
export const ORIGINAL_PHOTO_WIDTH = 1600;

const BREAKPOINTS: readonly [number, number][] = [
  [100, 100],
  [500, 400],
  [750, 600],
  [1050, 1360],
];

/** The `sizes` attribute of a full-width photo, built from the §9 breakpoints. */
export const PHOTO_SIZES = [
  ...BREAKPOINTS.map(([viewport, width]) => `(max-width: ${viewport}px) ${width}px`),
  `${ORIGINAL_PHOTO_WIDTH}px`,
].join(', ');

/** Which §9 width a viewport gets. */
export function photoWidthFor(viewportWidth: number): number {
  return BREAKPOINTS.find(([viewport]) => viewportWidth <= viewport)?.[1] ?? ORIGINAL_PHOTO_WIDTH;
}
