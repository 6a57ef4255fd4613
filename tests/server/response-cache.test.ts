import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync, gunzipSync } from 'node:zlib';
import { get } from '../support/http-get';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheKey, createResponseCache, etagMatches, keepFor } from '@/server/response-cache.mjs';

const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 's-maxage=31536000',
  'x-nextjs-cache': 'HIT',
  Vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
  ETag: '"abc"',
};

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/**
 * A stand-in for Next.js behind the cache: it counts the requests it answers; `/page` is a page
 * from its cache (written in two pieces, as a stream would), gzipped when asked; the other paths
 * change one thing each.
 */
async function cachedServer(options?: Parameters<typeof createResponseCache>[0]) {
  const cache = createResponseCache(options);
  let rendered = 0;
  const app = (request: IncomingMessage, response: ServerResponse) => {
    rendered += 1;
    const url = new URL(request.url ?? '/', 'http://x');
    const headers: OutgoingHttpHeaders = { ...PAGE_HEADERS, 'x-rendered': String(rendered) };
    if (url.pathname === '/private') headers['Cache-Control'] = 'private, no-store';
    if (url.pathname === '/cookie') headers['Set-Cookie'] = 'a=1';
    if (url.pathname === '/miss') headers['x-nextjs-cache'] = 'MISS';
    if (url.pathname === '/vary') headers.Vary = 'Cookie';
    if (url.pathname === '/short') headers['Cache-Control'] = 's-maxage=1';
    // Next.js's own hashed files: no s-maxage, not from its page cache, immutable
    if (url.pathname.startsWith('/_next/')) {
      headers['Cache-Control'] = 'public, max-age=31536000, immutable';
      headers.Vary = 'Accept-Encoding';
      delete headers['x-nextjs-cache'];
    }
    const status = url.pathname === '/gone' ? 410 : 200;
    const body = `<p>page ${url.pathname}${url.search} ${'é'.repeat(3)} render ${rendered}</p>`;
    if (/gzip/.test(String(request.headers['accept-encoding'] ?? ''))) {
      headers['Content-Encoding'] = 'gzip';
      response.writeHead(status, headers);
      response.end(gzipSync(body));
      return;
    }
    response.statusCode = status;
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value!);
    response.write(body.slice(0, 5));
    response.end(body.slice(5));
  };
  const server = createServer((request, response) => {
    if (!cache.handle(request, response)) app(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    cache,
    rendered: () => rendered,
  };
}

describe('the response cache in front of Next.js', () => {
  it('sends a page Next.js served from its cache again, byte for byte, without asking it', async () => {
    const { port, rendered } = await cachedServer();
    const first = await get(port, '/page?a=1');
    const second = await get(port, '/page?a=1');
    expect(rendered()).toBe(1);
    expect(second.status).toBe(200);
    expect(second.body.toString()).toBe(first.body.toString());
    expect(second.body.toString()).toBe('<p>page /page?a=1 ééé render 1</p>');
    expect(second.headers['content-length']).toBe(String(first.body.length));
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers.etag).toBe('"abc"');
    expect(second.headers['x-rendered']).toBe('1');
    expect(second.headers.date).toBeTruthy();
    expect(first.headers.age).toBeUndefined();
    expect(second.headers.age).toMatch(/^[0-9]+$/);
    // another query is another page
    await get(port, '/page?a=2');
    expect(rendered()).toBe(2);
  });

  it('keeps the compressed and the plain answer apart, by the encoding asked for', async () => {
    const { port, rendered } = await cachedServer();
    await get(port, '/page', { 'accept-encoding': 'gzip' });
    const plain = await get(port, '/page');
    const gzipped = await get(port, '/page', { 'accept-encoding': 'gzip' });
    expect(rendered()).toBe(2);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(
      '<p>page / ééé render 1</p>'.replace('/', '/page'),
    );
  });

  it('never keeps a private, cookie-setting, uncached, varying or failed answer', async () => {
    const { port, rendered } = await cachedServer();
    for (const path of ['/private', '/cookie', '/miss', '/vary', '/gone']) {
      await get(port, path);
      await get(port, path);
    }
    expect(rendered()).toBe(10);
  });

  it('leaves to Next.js what it answers otherwise: router requests, revalidations, reloads, ranges', async () => {
    const { port, rendered } = await cachedServer();
    await get(port, '/page');
    const asks: OutgoingHttpHeaders[] = [
      { rsc: '1' },
      { 'next-router-prefetch': '1' },
      { 'if-modified-since': 'Wed, 21 Oct 2026 07:28:00 GMT' },
      { 'cache-control': 'no-cache' },
      { pragma: 'no-cache' },
      { range: 'bytes=0-10' },
    ];
    for (const headers of asks) await get(port, '/page', headers);
    await get(port, '/page?_rsc=1x2');
    expect(rendered()).toBe(1 + asks.length + 1);
  });

  it('answers a browser revalidating its copy with a 304 from the kept answer, and a stale copy in full', async () => {
    const { port, rendered } = await cachedServer();
    await get(port, '/page');
    const same = await get(port, '/page', { 'if-none-match': 'W/"old", "abc"' });
    expect(same.status).toBe(304);
    expect(same.body.length).toBe(0);
    expect(same.headers.etag).toBe('"abc"');
    expect(same.headers['cache-control']).toBe('s-maxage=31536000');
    expect(same.headers.vary).toContain('Accept-Encoding');
    expect(same.headers['content-type']).toBeUndefined();
    const other = await get(port, '/page', { 'if-none-match': '"old"' });
    expect(other.status).toBe(200);
    expect(other.body.toString()).toBe('<p>page /page ééé render 1</p>');
    expect(rendered()).toBe(1);
    // nothing kept yet: Next.js answers the revalidation itself
    await get(port, '/page?new', { 'if-none-match': '"abc"' });
    expect(rendered()).toBe(2);
  });

  it('forgets everything on a purge (a data set switch), and what was begun before it', async () => {
    const { port, cache, rendered } = await cachedServer();
    await get(port, '/page');
    expect(cache.size.entries).toBe(1);
    cache.purge();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
    const after = await get(port, '/page');
    expect(after.headers['x-rendered']).toBe('2');
    expect(rendered()).toBe(2);
  });

  it('keeps an answer no longer than its s-maxage and the time it allows', async () => {
    let clock = 0;
    const { port, rendered } = await cachedServer({ now: () => clock, maxAgeMs: 60_000 });
    await get(port, '/short');
    await get(port, '/page');
    clock = 999;
    expect((await get(port, '/short')).headers.age).toBe('0');
    await get(port, '/page');
    expect(rendered()).toBe(2);
    clock = 1001;
    await get(port, '/short'); // its s-maxage=1 is over
    clock = 59_999;
    expect((await get(port, '/page')).headers.age).toBe('59');
    expect(rendered()).toBe(3);
    clock = 60_001;
    await get(port, '/page');
    expect(rendered()).toBe(4);
  });

  it('keeps Next.js’s immutable files past the pages’ time, but not its image optimizer’s answers', async () => {
    let clock = 0;
    const { port, rendered } = await cachedServer({ maxAgeMs: 60_000, now: () => clock });
    const first = await get(port, '/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' });
    clock = 60 * 60 * 1000; // an hour on, when a page would have gone long ago
    const again = await get(port, '/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' });
    expect(rendered()).toBe(1);
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(again.headers['content-encoding']).toBe('gzip');
    // the optimizer's photos are never copied into the cache
    await get(port, '/_next/image?url=%2Fa.jpg&w=800&q=75');
    await get(port, '/_next/image?url=%2Fa.jpg&w=800&q=75');
    expect(rendered()).toBe(3);
    // a day on, asked again of Next.js
    clock += 24 * 60 * 60 * 1000;
    await get(port, '/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' });
    expect(rendered()).toBe(4);
  });

  it('holds at most its bytes, dropping the least recently used first, and no answer too large', async () => {
    const { port, cache } = await cachedServer({ maxBytes: 100, maxEntryBytes: 60 });
    await get(port, '/page?a'); // ~36 bytes each
    await get(port, '/page?b');
    await get(port, '/page?a'); // a used last
    await get(port, '/page?c'); // over 100: b goes
    expect(cache.size.entries).toBe(2);
    expect(cache.size.bytes).toBeLessThanOrEqual(100);
    const b = await get(port, '/page?b');
    expect(b.headers['x-rendered']).toBe('4');
    await get(port, '/page?' + 'x'.repeat(40)); // its body is over 60 bytes
    const again = await get(port, '/page?' + 'x'.repeat(40));
    expect(again.headers['x-rendered']).toBe('6');
  });
});

describe('what the cache may keep', () => {
  const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    ({ method, url, headers: { host: 'site', ...headers } }) as never;

  it('keys a request by host, path and query, and encoding; refuses the rest', () => {
    expect(cacheKey(request('/fr/', { 'accept-encoding': 'gzip' }))).toBe('site\n/fr/\ngzip');
    expect(cacheKey(request('/fr/', {}, 'HEAD'))).toBeNull();
    expect(cacheKey(request('/fr/', {}, 'POST'))).toBeNull();
    expect(cacheKey(request('/fr/', { 'next-action': 'x' }))).toBeNull();
    expect(cacheKey(request('/fr/', { authorization: 'Basic x' }))).toBeNull();
    expect(cacheKey(request('/fr/', { 'x-prerender-revalidate': 'x' }))).toBeNull();
    expect(cacheKey(request('/fr/', { cookie: 'a=1; __prerender_bypass=x' }))).toBeNull();
    expect(cacheKey(request('/fr/', { cookie: 'consent=1' }))).toBe('site\n/fr/\n');
    expect(cacheKey(request('http://other/fr/'))).toBeNull();
    for (const file of [
      '/_next/image?url=%2Fa.jpg&w=800&q=75',
      '/_next/data/x.json',
      '/media/listings/1/1.jpg',
      '/api/search-box/',
    ])
      expect(cacheKey(request(file)), file).toBeNull();
    expect(cacheKey(request('/_next/static/chunks/a.js'))).toBe(
      'site\n/_next/static/chunks/a.js\n',
    );
    expect(cacheKey(request('/sitemaps/fr-1.xml.gz'))).toBe('site\n/sitemaps/fr-1.xml.gz\n');
  });

  it('compares ETags weakly, as If-None-Match does', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches('"a"', null)).toBe(false);
  });

  it('keeps a 200 from Next.js’s cache with a public s-maxage, for at most the time allowed', () => {
    const page: [string, string][] = [
      ['Cache-Control', 's-maxage=31536000'],
      ['x-nextjs-cache', 'HIT'],
    ];
    expect(keepFor(200, page, 60_000)).toBe(60_000);
    expect(
      keepFor(200, [
        ['Cache-Control', 's-maxage=5'],
        ['x-nextjs-cache', 'HIT'],
      ]),
    ).toBe(5000);
    expect(keepFor(404, page)).toBe(0);
    expect(keepFor(200, [['x-nextjs-cache', 'HIT']])).toBe(0);
    // a route's own answer (the sitemap): only when it says public
    expect(keepFor(200, [['Cache-Control', 'public, max-age=0, s-maxage=60']])).toBe(60_000);
    expect(keepFor(200, [['Cache-Control', 'max-age=0, s-maxage=60']])).toBe(0);
    expect(keepFor(200, [['Cache-Control', 'no-store, s-maxage=60, public']])).toBe(0);
    expect(keepFor(200, [...page, ['Cache-Control', 'private']])).toBe(0);
    expect(keepFor(200, [...page, ['Vary', 'Accept-Language']])).toBe(0);
    // an immutable file: a day, whatever the pages may be kept for; never a private one
    const immutable: [string, string][] = [
      ['Cache-Control', 'public, max-age=31536000, immutable'],
      ['Vary', 'Accept-Encoding'],
    ];
    expect(keepFor(200, immutable, 60_000)).toBe(24 * 60 * 60 * 1000);
    expect(keepFor(200, [['Cache-Control', 'private, max-age=31536000, immutable']])).toBe(0);
    expect(keepFor(200, [['Cache-Control', 'max-age=31536000, immutable']])).toBe(0);
    expect(keepFor(404, immutable)).toBe(0);
  });
});
