import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const PageCacheHandler = require('../../server/page-cache-handler.cjs');
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js')
  .default as new (context: object) => { flushToDisk: boolean };

describe('the page cache handler', () => {
  const context = {
    fs: {},
    dev: false,
    flushToDisk: true,
    serverDistDir: '/nowhere/.next/server',
    revalidatedTags: [],
    maxMemoryCacheSize: 1024 * 1024,
    _requestHeaders: {},
  };

  it("is Next.js's own file-system cache, reading what the build prerendered", () => {
    expect(new PageCacheHandler(context)).toBeInstanceOf(FileSystemCache);
  });

  it('keeps a rendered page, but never an error page (an unknown path must not fill the cache)', async () => {
    const handler = new PageCacheHandler(context);
    const memory = (FileSystemCache as unknown as { memoryCache: { get(key: string): unknown } })
      .memoryCache;
    const page = (status: number) => ({
      kind: 'APP_PAGE',
      html: 'x',
      rscData: undefined,
      headers: {},
      postponed: undefined,
      status,
      segmentData: undefined,
    });
    const ctx = { cacheControl: { revalidate: false, expire: undefined } };
    await handler.set('/fr/for-sale/results/a/', page(200), ctx);
    await handler.set('/fr/for-sale/results/k123.x/', page(404), ctx);
    await handler.set('/media/for-sale/results/b/', page(500), ctx);
    expect(memory.get('/fr/for-sale/results/a/')).toBeTruthy();
    expect(memory.get('/fr/for-sale/results/k123.x/')).toBeUndefined();
    expect(memory.get('/media/for-sale/results/b/')).toBeUndefined();
  });

  it('never writes pages to disk, even when the image cache needs isrFlushToDisk on', () => {
    expect(new PageCacheHandler(context).flushToDisk).toBe(false);
  });

  it('empties the response cache in front of Next.js when Next.js revalidates (a data set switch)', async () => {
    const purge = Symbol.for('agency-site.response-cache.purge');
    let purged = 0;
    (globalThis as Record<symbol, unknown>)[purge] = () => (purged += 1);
    try {
      const handler = new PageCacheHandler(context);
      await handler.revalidateTag(['_N_T_/layout'], undefined);
      expect(purged).toBe(1);
    } finally {
      delete (globalThis as Record<symbol, unknown>)[purge];
    }
  });
});
