/**
 * A shared cache of whole responses in front of Next.js, as a CDN or nginx's proxy_cache would
 * keep them (issue 32 › throughput: a cached page at ≥ 0.3 of a bare Next.js page's req/s).
 *
 * A page built ahead or cached by Next.js still costs a full trip through it on every request:
 * routing, the proxy, the incremental cache, an ETag hashed over the whole document, the write —
 * 2.5 to 5 ms of the one JavaScript thread for a 75 kB document (bench:http: home 0.11–0.24 of
 * the bare page's req/s). Such a response is the same for every visitor, and Next.js says so: it
 * sends it with `Cache-Control: s-maxage=…` and no cookie. This module keeps those responses, as
 * sent (headers and body, compressed when they were), and sends them again without Next.js.
 *
 * What it keeps: the answer to a GET without anything that makes Next.js answer otherwise (no
 * `rsc`, `next-*`, `x-middleware-*`, `x-nextjs-*` or `x-prerender-*` header or `_rsc` query, no
 * If-Modified-Since or range request, no `Cache-Control: no-cache` of a reload, no draft-mode
 * cookie),
 * when it is a 200 with an `s-maxage` that Next.js served from its own cache (`x-nextjs-cache:
 * HIT`) or that a route declares `public` (the sitemap), or an immutable file of Next.js's
 * (`/_next/static/`, `public, immutable`), with no `Set-Cookie`, no `Vary` beyond the
 * router's headers and `Accept-Encoding`, and a body of at most `maxEntryBytes`. The key is the
 * host, the path and query, and the `Accept-Encoding` asked for. A request whose If-None-Match
 * names the kept answer's ETag (a browser revalidating its copy) gets a 304 from it.
 *
 * For how long: at most `maxAgeMs` (and the response's own s-maxage; an immutable file a day), and never past a
 * revalidation: the page cache handler (page-cache-handler.cjs) calls `purgeResponseCache()` when
 * Next.js revalidates (a data set switch), which empties it; a response begun before a purge is
 * not kept. Bounded: the least recently used go first past `maxBytes`.
 */
import http from 'node:http';

export const RESPONSE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
const MAX_AGE_MS = 60_000;

/** Response headers the cache never stores: those of this connection or this moment. */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'date',
]);

/** The Vary values a kept response may name: the router's (never asked of a kept one) and the encoding (in the key). */
const KNOWN_VARY = new Set([
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'accept-encoding',
]);

/**
 * Files and endpoints that never answer with an `s-maxage` (the image optimizer, photos, the
 * API): not even followed, so that a photo's bytes are not copied for nothing. Next.js's own
 * files under `/_next/static/` are followed: they are immutable (below).
 */
const NEVER_KEPT = /^\/(?:_next\/(?!static\/)|(?:media|images|brand|api)\/)/;

/**
 * How long an immutable file (Next.js's content-hashed scripts and style sheets, `public,
 * max-age=31536000, immutable`) is kept: its name changes with its bytes, so only the size bound
 * (least recently used out first) and a revalidation's purge take it out sooner. Sent by Next.js,
 * each cost 6–10 ms of the one JavaScript thread (read, gzip on the fly): a page's ten of them
 * came one after another, and its style sheets 100 ms late on a fresh visit (issue 32).
 */
const IMMUTABLE_MS = 24 * 60 * 60 * 1000;

/** The key of a request the cache may answer or keep; null for one it must leave to Next.js. */
export function cacheKey(request) {
  if (request.method !== 'GET') return null;
  const url = request.url ?? '';
  if (!url.startsWith('/') || url.includes('_rsc=') || NEVER_KEPT.test(url)) return null;
  const headers = request.headers;
  for (const name of Object.keys(headers)) {
    if (
      name === 'rsc' ||
      name.startsWith('next-') ||
      name.startsWith('x-middleware') ||
      name.startsWith('x-nextjs') ||
      name.startsWith('x-prerender') ||
      name === 'if-modified-since' ||
      name === 'range' ||
      name === 'authorization'
    )
      return null;
  }
  const reload = `${headers['cache-control'] ?? ''} ${headers.pragma ?? ''}`;
  if (/no-cache|no-store|max-age=0/.test(reload)) return null;
  // draft mode renders afresh for whoever holds its cookie
  if ((headers.cookie ?? '').includes('__prerender_bypass')) return null;
  return `${headers.host ?? ''}\n${url}\n${headers['accept-encoding'] ?? ''}`;
}

/** Headers a 304 repeats from the 200 it stands for (RFC 9110 § 15.4.5). */
const NOT_MODIFIED_HEADERS = new Set([
  'etag',
  'cache-control',
  'vary',
  'content-location',
  'expires',
]);

/** Whether an If-None-Match value names this ETag (weak comparison, RFC 9110 § 13.1.2). */
export function etagMatches(ifNoneMatch, etag) {
  if (!etag) return false;
  const opaque = (tag) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** Header lines of a response as sent (`HTTP/1.1 200 OK\r\nName: value\r\n…`), as [name, value] pairs. */
export function parseHeaderBlock(block) {
  const lines = block.split('\r\n');
  const status = Number(lines[0]?.split(' ')[1]);
  const headers = [];
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers.push([line.slice(0, colon), line.slice(colon + 1).trim()]);
  }
  return { status, headers };
}

/** How long a response may be kept, in ms (0: not at all), from its status and headers. */
export function keepFor(status, headers, maxAgeMs = MAX_AGE_MS) {
  if (status !== 200) return 0;
  const get = (name) =>
    headers.filter(([key]) => key.toLowerCase() === name).map(([, value]) => value);
  if (get('set-cookie').length > 0) return 0;
  const control = get('cache-control').join(',').toLowerCase();
  // a page from Next.js's cache, or a route's answer it declares public (the sitemap)
  if (!get('x-nextjs-cache').includes('HIT') && !/(^|[\s,])public([\s,]|$)/.test(control)) return 0;
  const vary = get('vary')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
  if (vary.some((value) => !KNOWN_VARY.has(value))) return 0;
  if (/private|no-store|no-cache/.test(control)) return 0;
  if (/(^|[\s,])immutable([\s,]|$)/.test(control) && /(^|[\s,])public([\s,]|$)/.test(control))
    return IMMUTABLE_MS;
  const shared = /s-maxage=(\d+)/.exec(control);
  if (!shared) return 0;
  return Math.min(Number(shared[1]) * 1000, maxAgeMs);
}

export function createResponseCache({
  maxBytes = RESPONSE_CACHE_MAX_BYTES,
  maxEntryBytes = MAX_ENTRY_BYTES,
  maxAgeMs = MAX_AGE_MS,
  now = () => Date.now(),
} = {}) {
  /** key → { status, headers (flat raw array), body, stored, expires }; Map order is the use order */
  const entries = new Map();
  let bytes = 0;
  let generation = 0;

  const drop = (key) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };

  const store = (key, status, headers, body, ttl) => {
    drop(key);
    const raw = [];
    for (const [name, value] of headers)
      if (!HOP_HEADERS.has(name.toLowerCase())) raw.push(name, value);
    raw.push('Content-Length', String(body.length));
    const stored = now();
    const etag = headers.find(([name]) => name.toLowerCase() === 'etag')?.[1] ?? null;
    const unchanged = [];
    for (const [name, value] of headers)
      if (NOT_MODIFIED_HEADERS.has(name.toLowerCase())) unchanged.push(name, value);
    entries.set(key, {
      status,
      headers: raw,
      body,
      etag,
      unchanged,
      stored,
      expires: stored + ttl,
    });
    bytes += body.length;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  };

  /** Follows a response Next.js sends, and keeps it if it may (see above). */
  const record = (key, response) => {
    const started = generation;
    const chunks = [];
    let size = 0;
    let tooLarge = false;
    const take = (chunk, encoding) => {
      if (tooLarge || chunk == null || typeof chunk === 'function') return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
          : Buffer.from(String(chunk), typeof encoding === 'string' ? encoding : 'utf8');
      size += buffer.length;
      if (size > maxEntryBytes) {
        tooLarge = true;
        chunks.length = 0;
      } else chunks.push(Buffer.from(buffer)); // a copy: the caller may reuse its buffer
    };
    const write = response.write;
    const end = response.end;
    response.write = function cachedWrite(chunk, encoding, callback) {
      take(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    response.end = function cachedEnd(chunk, encoding, callback) {
      take(chunk, encoding);
      return end.call(this, chunk, encoding, callback);
    };
    response.once('finish', () => {
      if (tooLarge || started !== generation || typeof response._header !== 'string') return;
      const { status, headers } = parseHeaderBlock(response._header);
      const ttl = keepFor(status, headers, maxAgeMs);
      if (ttl > 0) store(key, status, headers, Buffer.concat(chunks), ttl);
    });
  };

  return {
    /** How many responses and bytes it holds (for tests and the bench). */
    get size() {
      return { entries: entries.size, bytes };
    },
    /** Forgets everything (Next.js revalidated: a data set switch). */
    purge() {
      generation += 1;
      entries.clear();
      bytes = 0;
    },
    /**
     * Answers the request from the cache and returns true, or follows the response Next.js is
     * about to send (to keep it) and returns false.
     */
    handle(request, response) {
      const key = cacheKey(request);
      if (key === null) return false;
      const entry = entries.get(key);
      if (entry && entry.expires > now()) {
        entries.delete(key); // most recently used last
        entries.set(key, entry);
        // as a shared cache says how long it has held an answer (RFC 9111 § 5.1)
        const age = String(Math.floor((now() - entry.stored) / 1000));
        const held = request.headers['if-none-match'];
        if (held !== undefined && etagMatches(held, entry.etag)) {
          // the browser's copy is this one (a repeat visit revalidates: pages carry no max-age)
          response.writeHead(304, [...entry.unchanged, 'Age', age]);
          response.end();
          return true;
        }
        response.writeHead(entry.status, [...entry.headers, 'Age', age]);
        response.end(entry.body);
        return true;
      }
      if (entry) drop(key);
      record(key, response);
      return false;
    },
  };
}

const PURGE = Symbol.for('agency-site.response-cache.purge');

/** Empties the cache of this process, if it has one (called by the page cache handler). */
export function purgeResponseCache() {
  globalThis[PURGE]?.();
}

/** Puts the cache in front of every HTTP server this process starts (the standalone server's too). */
export function installResponseCache(options) {
  const cache = createResponseCache(options);
  globalThis[PURGE] = () => cache.purge();
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function cachedEmit(event, ...args) {
    if (event === 'request' && cache.handle(args[0], args[1])) return true;
    return emit.call(this, event, ...args);
  };
  return cache;
}
