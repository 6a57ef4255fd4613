import type { ImageLoaderProps } from 'next/image';
import {
  LOCAL_IMAGE_EXTENSIONS,
  LOCAL_IMAGE_FOLDERS,
  PHOTO_WIDTHS,
  THUMBNAIL_WIDTHS,
} from './image-sizes';

/**
 * Photos at the widths pages ask for, made before anyone asks (docs/phone-layout.md): every
 * picture of the site's own folders is written at every width next/image can put in a srcset, as
 * WebP files beside it (`/media/listings/4117/3.jpg` at 800 px → `/media/listings/4117/3.800w.webp`),
 * by `npm run images:variants` at build, and by `npm run import` for imported photos. A visitor's
 * browser then fetches a finished file: no resize on the first visit, as the optimizer did.
 */
export const VARIANT_WIDTHS: readonly number[] = [...THUMBNAIL_WIDTHS, ...PHOTO_WIDTHS].sort(
  (a, b) => a - b,
);
/** WebP: every browser the site supports shows it, and it encodes fast enough for a 2-core build. */
export const VARIANT_QUALITY = 75;

const FOLDERS = LOCAL_IMAGE_FOLDERS.map((folder) => folder.slice(1)).join('|');
const EXTENSIONS = LOCAL_IMAGE_EXTENSIONS.join('|');
const SEGMENT = '[A-Za-z0-9_-][A-Za-z0-9._-]*';
/** A picture of the site's own folders: `/media/…/name.jpg` (no query, no `..`, no variant). */
const SOURCE = new RegExp(
  `^/(?:${FOLDERS})/(?:${SEGMENT}/)*(${SEGMENT})\\.(?:${EXTENSIONS})$`,
  'i',
);
/** A made width: `name.800w.webp`. */
const VARIANT = /\.([0-9]{2,4})w\.webp$/;

/** Whether a path names one of the site's own pictures that has made widths. */
export function isVariantSource(src: string): boolean {
  return SOURCE.test(src) && !VARIANT.test(src) && !src.includes('..');
}

/** The made file of a picture at a width: its path without the extension, then `.{width}w.webp`. */
export function variantUrl(src: string, width: number): string {
  return `${src.slice(0, src.lastIndexOf('.'))}.${width}w.webp`;
}

/** Every file made of a picture, one per width. */
export function variantUrls(src: string): string[] {
  return VARIANT_WIDTHS.map((width) => variantUrl(src, width));
}

/** The width of a made file's name, or null when the name is not one. */
export function variantWidth(name: string): number | null {
  const match = VARIANT.exec(name);
  const width = match ? Number(match[1]) : NaN;
  return VARIANT_WIDTHS.includes(width) ? width : null;
}

/**
 * next/image's loader for the site's pictures: the made file of that width. Anything else goes
 * to Next's image optimizer as its default loader would send it (a video's thumbnail from
 * YouTube, fetched by the server so that the visitor's browser does not contact Google).
 */
export function prebuiltLoader({ src, width, quality }: ImageLoaderProps): string {
  if (isVariantSource(src) && VARIANT_WIDTHS.includes(width)) return variantUrl(src, width);
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${quality ?? VARIANT_QUALITY}`;
}
