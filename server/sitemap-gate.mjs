/**
 * Sitemap requests one at a time (issue 32 › 5: no unauthenticated endpoint may cost the pages
 * more than a page does).
 *
 * The sitemap is built once per data version and sent from memory, yet each request still costs
 * what any request costs in Next.js (routing, headers, the response): about a cached page's time.
 * Twenty clients reading it in a loop then held the two cores as twenty page loops would, and
 * the pages answered 6–8× slower than idle. A crawler reads an index and its files one after
 * another, so holding sitemap requests in line costs it nothing; a flood of them now takes one
 * request's share of the server, and the pages the visitors ask for keep theirs.
 *
 * In front of the application (as the method guard is): a GET or HEAD of `/sitemap.xml` or a
 * file under `/sitemaps/` waits its turn, first come first served; the next one starts once the
 * previous response is done, the server has seen to what else was waiting (setImmediate), and
 * `minGapMs` have passed since the previous one started (below). A
 * client that leaves while waiting gives up its place; a response not done after `stuckMs` lets
 * the next one start. Beyond `maxWaiting` waiting, the answer is 503 with `Retry-After` at once.
 * A server that stops (graceful-stop.mjs) sees a waiting request's connection as idle and closes
 * it: the crawler asks again later.
 */
import http from 'node:http';

export const SITEMAP_MAX_WAITING = 200;
/**
 * At most one sitemap answer starts per this many ms (100 a second). Sent from the response
 * cache, one took under a millisecond, so the line alone still let 2,300–2,500 a second through
 * a flood (bench:http), and a page's slowest answers (p99) beside it were 2.3–3.3× idle. A crawler
 * reads the index and its four files in 50 ms at this pace.
 */
export const SITEMAP_MIN_GAP_MS = 10;
const RETRY_AFTER_S = 10;

/** True for the sitemap's index and its files (the path, any query). */
export function isSitemapRequest(request) {
  const method = request.method ?? '';
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = (request.url ?? '').split('?', 1)[0];
  return path === '/sitemap.xml' || path.startsWith('/sitemaps/');
}

/**
 * A line of requests that `pass(request, response)` one at a time. `admit` returns true when it
 * took the request (now or later), false when it is not a sitemap request.
 */
export function createSitemapGate({
  maxWaiting = SITEMAP_MAX_WAITING,
  stuckMs = 30_000,
  minGapMs = SITEMAP_MIN_GAP_MS,
} = {}) {
  /** @type {Array<{ request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse, pass: Function }>} */
  const waiting = [];
  let busy = false;

  const next = () => {
    busy = false;
    while (waiting.length > 0) {
      const entry = waiting.shift();
      if (entry.response.destroyed || entry.response.writableEnded) continue;
      start(entry);
      return;
    }
  };

  const start = (entry) => {
    busy = true;
    const startedAt = Date.now();
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearTimeout(stuck);
      // the line stays taken until the gap since this one's start has passed
      const gap = startedAt + minGapMs - Date.now();
      if (gap > 0) setTimeout(next, gap);
      else setImmediate(next);
    };
    // a response that never ends does not hold the line for good
    const stuck = setTimeout(release, stuckMs);
    stuck.unref();
    entry.response.once('close', release);
    try {
      entry.pass(entry.request, entry.response);
    } catch (error) {
      entry.response.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  };

  return {
    /** How many requests wait now (for tests). */
    get waiting() {
      return waiting.length;
    },
    admit(request, response, pass) {
      if (!isSitemapRequest(request)) return false;
      const entry = { request, response, pass };
      if (!busy) {
        start(entry);
        return true;
      }
      if (waiting.length >= maxWaiting) {
        response.writeHead(503, {
          'Retry-After': String(RETRY_AFTER_S),
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        });
        response.end('Busy: please retry later.\n');
        return true;
      }
      waiting.push(entry);
      // a client gone while waiting gives up its place
      response.once('close', () => {
        const at = waiting.indexOf(entry);
        if (at >= 0) waiting.splice(at, 1);
      });
      return true;
    },
  };
}

/** Puts the gate in front of every HTTP server this process starts (the standalone server's too). */
export function installSitemapGate(options) {
  const gate = createSitemapGate(options);
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function gatedEmit(event, ...args) {
    if (event === 'request') {
      const [request, response] = args;
      const pass = (req, res) => emit.call(this, 'request', req, res);
      if (gate.admit(request, response, pass)) return true;
    }
    return emit.call(this, event, ...args);
  };
  return gate;
}
