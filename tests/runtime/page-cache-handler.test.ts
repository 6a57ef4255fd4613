import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const PageCacheHandler = require('../../lib/runtime/page-cache-handler.cjs');
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

  it('never writes pages to disk, even when the image cache needs isrFlushToDisk on', () => {
    expect(new PageCacheHandler(context).flushToDisk).toBe(false);
  });
});
