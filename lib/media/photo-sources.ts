import { PHOTO_WIDTHS, THUMBNAIL_WIDTHS, usefulWidths } from './image-sizes';
import { prebuiltLoader, VARIANT_QUALITY } from './variants';

const CONFIGURED_WIDTHS = [...THUMBNAIL_WIDTHS, ...PHOTO_WIDTHS].sort((a, b) => a - b);

/**
 * A photo's `src` and `srcset` as StaticImage writes them (next/image's getImageProps with the
 * prebuilt loader, less the widths the slot cannot use), without next/image: for client views
 * (a listing card, the gallery's preview), whose code would otherwise bring next/image's image
 * code (several kB) to every page that has one. `src` is the largest configured width, as
 * getImageProps makes it.
 */
export function photoSources(url: string, sizes: string): { src: string; srcSet: string } {
  const widths = usefulWidths(sizes, CONFIGURED_WIDTHS) ?? CONFIGURED_WIDTHS;
  const at = (width: number) => prebuiltLoader({ src: url, width, quality: VARIANT_QUALITY });
  return {
    src: at(CONFIGURED_WIDTHS.at(-1)!),
    srcSet: widths.map((width) => `${at(width)} ${width}w`).join(', '),
  };
}

/**
 * A thumbnail of a fixed width in CSS pixels (the gallery's row: 120 px): the smallest file that
 * covers it at two device pixels per CSS pixel as `src`, and the next one for screens of three,
 * by density (`3x`) rather than by width and `sizes`: the same choice in a third of the bytes, and
 * a browser without srcset gets the small file, not the 1,600 px original.
 */
export function thumbnailSources(url: string, cssWidth: number): { src: string; srcSet?: string } {
  const at = (width: number) => prebuiltLoader({ src: url, width, quality: VARIANT_QUALITY });
  const covering = (pixels: number) =>
    CONFIGURED_WIDTHS.find((width) => width >= pixels) ?? CONFIGURED_WIDTHS.at(-1)!;
  const double = covering(cssWidth * 2);
  const triple = covering(cssWidth * 3);
  return triple === double ? { src: at(double) } : { src: at(double), srcSet: `${at(triple)} 3x` };
}
