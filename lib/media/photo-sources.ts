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
