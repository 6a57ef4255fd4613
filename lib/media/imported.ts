/**
 * Photos stored by `npm run import` (docs/importing-listings.md): one file per content hash and
 * width, `/media/imported/{hash}-{width}.{jpg|png}`, and its made widths (lib/media/variants.ts),
 * `/media/imported/{hash}-{width}.{made width}w.webp`. Kept apart from lib/data/feed-media.ts, which
 * reads files: a route importing that would make the build's file tracer copy the whole project.
 */
export const IMPORTED_MEDIA_PREFIX = '/media/imported/';
export const MEDIA_KEY = /^[0-9a-f]{24}-[0-9]{2,4}$/;

/** The stored key of a photo's made width (a WebP file). */
export function importedVariantKey(key: string, width: number): string {
  return `${key}.${width}w`;
}

/** The stored key and content type of an imported photo's file name, or null. */
export function importedMediaFile(
  name: string,
): { key: string; contentType: 'image/jpeg' | 'image/png' | 'image/webp' } | null {
  const variant = /^([0-9a-f]+-[0-9]+)\.([0-9]{2,4})w\.webp$/.exec(name);
  if (variant)
    return MEDIA_KEY.test(variant[1]!)
      ? { key: importedVariantKey(variant[1]!, Number(variant[2])), contentType: 'image/webp' }
      : null;
  const match = /^([0-9a-f]+-[0-9]+)\.(jpg|png)$/.exec(name);
  return match && MEDIA_KEY.test(match[1]!)
    ? { key: match[1]!, contentType: match[2] === 'png' ? 'image/png' : 'image/jpeg' }
    : null;
}
