import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSitemapGate, isSitemapRequest } from '@/server/sitemap-gate.mjs';
import { get } from '../support/http-get';

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/**
 * A server whose every answer takes `ms` (a timer, as a request that awaits), behind the gate;
 * it counts the requests in progress at once, per kind.
 */
async function gatedServer(
  ms: number,
  options?: { maxWaiting?: number; stuckMs?: number; minGapMs?: number },
) {
  const gate = createSitemapGate(options);
  const inProgress = { sitemap: 0, page: 0 };
  const most = { sitemap: 0, page: 0 };
  const order: string[] = [];
  const started: number[] = [];
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const kind = isSitemapRequest(request) ? 'sitemap' : 'page';
    inProgress[kind] += 1;
    most[kind] = Math.max(most[kind], inProgress[kind]);
    order.push(request.url ?? '');
    if (kind === 'sitemap') started.push(performance.now());
    if (request.url === '/sitemaps/never.xml.gz') return; // a response that never ends
    setTimeout(() => {
      inProgress[kind] -= 1;
      response.end(request.url);
    }, ms);
  };
  const server = createServer((request, response) => {
    if (!gate.admit(request, response, handle)) handle(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, gate, most, order, started };
}

describe('sitemap requests one at a time', () => {
  it('knows the sitemap index and its files, by GET or HEAD, and nothing else', () => {
    const is = (method: string, url: string) => isSitemapRequest({ method, url } as never);
    expect(is('GET', '/sitemap.xml')).toBe(true);
    expect(is('HEAD', '/sitemap.xml?x=1')).toBe(true);
    expect(is('GET', '/sitemaps/fr-1.xml.gz')).toBe(true);
    expect(is('POST', '/sitemap.xml')).toBe(false);
    expect(is('GET', '/fr/')).toBe(false);
    expect(is('GET', '/sitemap.xml.bak')).toBe(false);
    expect(is('GET', '/fr/sitemaps/')).toBe(false);
  });

  it('answers twenty at once one after another, in the order they came, while pages go on beside them', async () => {
    const { port, most, order } = await gatedServer(15);
    const sitemaps = Array.from({ length: 20 }, (_, i) => get(port, `/sitemaps/fr-${i}.xml.gz`));
    const pages = Array.from({ length: 5 }, (_, i) => get(port, `/fr/${i}`));
    const answers = await Promise.all([...sitemaps, ...pages]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(25).fill(200));
    expect(answers.slice(0, 20).map((answer) => answer.body.toString())).toEqual(
      Array.from({ length: 20 }, (_, i) => `/sitemaps/fr-${i}.xml.gz`),
    );
    expect(most.sitemap).toBe(1);
    expect(most.page).toBeGreaterThan(1); // pages are not held
    // every page was taken in before the last sitemap: they did not wait behind the line
    const lastSitemap = order.indexOf('/sitemaps/fr-19.xml.gz');
    for (let i = 0; i < 5; i++) expect(order.indexOf(`/fr/${i}`)).toBeLessThan(lastSitemap);
  });

  it('starts at most one answer per gap, however fast each is sent; pages do not wait for it', async () => {
    const { port, started, order } = await gatedServer(0, { minGapMs: 100 });
    const answers = await Promise.all(
      Array.from({ length: 3 }, (_, i) => get(port, `/sitemaps/fr-${i}.xml.gz`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const gaps = started.slice(1).map((at, i) => at - started[i]!);
    // a timer may fire a millisecond early by the clock read here
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(98);
    // asked together, within the gap: the page first, the sitemap when its gap has passed
    await Promise.all([get(port, '/sitemaps/again.xml.gz'), get(port, '/fr/')]);
    expect(order.slice(-2)).toEqual(['/fr/', '/sitemaps/again.xml.gz']);
  });

  it('answers 503 with Retry-After beyond the waiting it holds', async () => {
    const { port } = await gatedServer(30, { maxWaiting: 3 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(port, '/sitemap.xml')));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 503, 503]);
    expect(answers.find((answer) => answer.status === 503)?.headers['retry-after']).toBe('10');
  });

  it('lets the next one in when a response never ends, after the time it allows', async () => {
    const { port, gate, order } = await gatedServer(5, { stuckMs: 300 });
    // the first never ends (its client would wait for good): the second is answered all the same
    const stuck = httpRequest({ port, host: '127.0.0.1', path: '/sitemaps/never.xml.gz' });
    stuck.on('error', () => {});
    stuck.end();
    await until(() => order.length === 1);
    const answer = get(port, '/sitemap.xml');
    await until(() => gate.waiting === 1); // held behind the stuck one, then let in
    expect((await answer).status).toBe(200);
    stuck.destroy();
  });

  it('forgets a client that left while it waited', async () => {
    const { port, gate, order } = await gatedServer(300);
    const first = get(port, '/sitemap.xml');
    await until(() => order.length === 1);
    const leaving = httpRequest({ port, host: '127.0.0.1', path: '/sitemaps/left.xml.gz' });
    leaving.on('error', () => {});
    leaving.end();
    await until(() => gate.waiting === 1);
    leaving.destroy();
    await until(() => gate.waiting === 0);
    await first;
    expect(order).not.toContain('/sitemaps/left.xml.gz');
  });
});

/** Waits (polling, at most 5 s) until `condition` holds: no fixed sleep a busy machine outruns. */
async function until(condition: () => boolean) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > 5000) throw new Error('condition not met within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
