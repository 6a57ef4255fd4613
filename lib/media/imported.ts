/**
 * Photos stored by `npm run import` (docs/importing-listings.md): one file per content hash and
 * width, `/media/imported/{hash}-{width}.{jpg|png}`. Kept apart from lib/data/feed-media.ts, which
 * reads files: a route importing that would make the build's file tracer copy the whole project.
 */
export const IMPORTED_MEDIA_PREFIX = '/media/imported/';
export const MEDIA_KEY = /^[0-9a-f]{24}-[0-9]{2,4}$/;

/** The stored key and format of an imported photo's file name, or null. */
export function importedMediaFile(name: string): { key: string; png: boolean } | null {
  const match = /^([0-9a-f]+-[0-9]+)\.(jpg|png)$/.exec(name);
  return match && MEDIA_KEY.test(match[1]!) ? { key: match[1]!, png: match[2] === 'png' } : null;
}
