/**
 * The cache of rendered pages: Next.js's own file-system cache, which reads the pages the build
 * prerendered from disk, but keeps what it renders on demand (visitors' searches, pages
 * regenerated after a data switch) in memory only, in the bounded LRU of `cacheMaxMemorySize`, so
 * that visitors' queries can never fill the disk.
 *
 * Why a handler of its own rather than `experimental.isrFlushToDisk: false`: that switch also turns
 * off the image optimizer's disk cache, and every photo was then encoded anew (AVIF, about half a
 * second of the server's CPU) on every request (issue 17). With this handler `isrFlushToDisk` stays
 * on for the images, whose cache is bounded by `images.maximumDiskCacheSize`.
 *
 * Next.js is pinned to one version in package.json; tests/server/page-cache-handler.test.ts checks
 * that this class still is the file-system cache and never writes.
 */
const FileSystemCache =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

class PageCacheHandler extends FileSystemCache {
  constructor(context) {
    super({ ...context, flushToDisk: false });
  }

  /**
   * Keeps no error page: a path that names nothing (a 404 rendered on demand, under any first
   * segment) must never take a place in the cache, or a script asking for made-up paths fills it
   * and pushes the real pages out (issue 33).
   */
  async set(key, data, ctx) {
    if (data && typeof data.status === 'number' && data.status >= 400) return;
    return super.set(key, data, ctx);
  }

  /**
   * Next.js revalidates (`revalidatePath` after a data set switch): the responses kept in front of
   * it (response-cache.mjs, installed by `npm start`) are dropped too, so that none outlives the
   * pages it was made of.
   */
  async revalidateTag(...args) {
    globalThis[Symbol.for('agency-site.response-cache.purge')]?.();
    return super.revalidateTag(...args);
  }
}

module.exports = PageCacheHandler;
