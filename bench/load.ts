/**
 * Robustness under load (issue 9): for 60 s (BENCH_LOAD_SECONDS), on loopback only, browsers
 * walk the site's pages from its sitemap while visitors fill in and send the newsletter and the
 * contact form (the contact form with its proof-of-work captcha solved), each from an address of
 * its own and after the minimum fill time, against the production server (`npm start`).
 * Then it reads the database: every post the site accepted (answered with its thank-you page)
 * must be stored, once.
 *
 *   npm run build && npm run bench:load
 *
 * Prints the requests per kind with their status classes and latencies, and the posts:
 * sent, accepted, refused (and why), stored, lost. Targets: zero 5xx, zero lost submissions.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDatabase } from '../lib/db/connection';
import { pathnames } from '../lib/i18n/pathnames';
import { MIN_FILL_MS } from '../lib/security/signing';
import { readSitemap } from '../e2e/support/sitemap';
import { startSite } from './server.mjs';

const DURATION_MS = Number(process.env.BENCH_LOAD_SECONDS ?? 60) * 1000;
const BROWSERS = Number(process.env.BENCH_LOAD_BROWSERS ?? 24);
const SENDERS = Number(process.env.BENCH_LOAD_SENDERS ?? 8);
const LOCALES = ['en', 'nl', 'fr', 'de'] as const;
type Locale = (typeof LOCALES)[number];
type Kind = 'page' | 'search-box' | 'form page' | 'captcha' | 'post';

const latencies: Record<Kind, number[]> = {
  page: [],
  'search-box': [],
  'form page': [],
  captcha: [],
  post: [],
};
const statuses: Record<Kind, Record<string, number>> = {
  page: {},
  'search-box': {},
  'form page': {},
  captcha: {},
  post: {},
};
const posts = { sent: 0, accepted: [] as string[], refused: {} as Record<string, number> };
const bump = (counts: Record<string, number>, key: string) =>
  (counts[key] = (counts[key] ?? 0) + 1);

async function timed(kind: Kind, url: string, init: RequestInit = {}): Promise<Response | null> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      redirect: 'manual',
      ...init,
      headers: { 'user-agent': 'bench-load', ...(init.headers as Record<string, string>) },
    });
    await response.clone().arrayBuffer();
    latencies[kind].push(performance.now() - started);
    bump(statuses[kind], `${Math.floor(response.status / 100)}xx`);
    return response;
  } catch {
    bump(statuses[kind], 'network error');
    return null;
  }
}

let addressCounter = 0;
/** A documentation-range address per visitor, so per-address limits treat them as people. */
function nextAddress(): string {
  addressCounter += 1;
  return `198.18.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

/** The hidden inputs of the form `testId` in a page: React's action fields and the form token. */
function hiddenFields(html: string, testId: string): Record<string, string> {
  const start = html.indexOf(`data-testid="${testId}"`);
  if (start < 0) throw new Error(`no ${testId} in the page`);
  const form = html.slice(start, html.indexOf('</form>', start));
  const unescape = (value: string) =>
    value
      .replaceAll('&quot;', '"')
      .replaceAll('&#x27;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  const fields: Record<string, string> = {};
  for (const [input] of form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input)?.[1];
    if (name) fields[unescape(name)] = unescape(/value="([^"]*)"/.exec(input)?.[1] ?? '');
  }
  return fields;
}

async function browse(base: string, pages: string[], until: number): Promise<void> {
  const queries = ['bru', 'liè', 'gent', 'lux', 'ant', 'namur', 'wat'];
  while (Date.now() < until) {
    if (Math.random() < 0.15) {
      const query = queries[Math.floor(Math.random() * queries.length)]!;
      await timed(
        'search-box',
        `${base}/api/search-box/?locale=${LOCALES[Math.floor(Math.random() * 4)]}&q=${encodeURIComponent(query)}`,
      );
    } else {
      await timed('page', pages[Math.floor(Math.random() * pages.length)]!, {
        headers: { 'x-forwarded-for': nextAddress() },
      });
    }
  }
}

async function captchaAnswer(base: string, address: string): Promise<string | null> {
  const response = await timed('captcha', `${base}/api/altcha/`, {
    headers: { 'x-forwarded-for': address },
  });
  if (!response?.ok) return null;
  const challenge = await response.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function sendForms(base: string, sender: number, until: number): Promise<void> {
  let round = 0;
  while (Date.now() < until) {
    round += 1;
    const flow = round % 2 === 0 ? 'newsletter' : 'contact';
    const locale: Locale = LOCALES[(sender + round) % 4]!;
    const address = nextAddress();
    const email = `load.${process.pid}.${sender}.${round}.${Date.now()}@example.be`;
    const path = pathnames[flow === 'newsletter' ? '/newsletter' : '/contact'][locale];
    const url = `${base}/${locale}${path}/`;
    const page = await timed('form page', url, { headers: { 'x-forwarded-for': address } });
    if (!page?.ok) continue;
    const hidden = hiddenFields(await page.text(), `form-${flow}`);
    const captcha = flow === 'contact' ? await captchaAnswer(base, address) : '';
    if (captcha === null) continue;
    // a person takes a few seconds: the form token refuses anything faster
    await new Promise((done) => setTimeout(done, MIN_FILL_MS + 300));
    if (Date.now() >= until) break;
    const body = new FormData();
    for (const [name, value] of Object.entries(hidden)) body.set(name, value);
    body.set('email', email);
    if (flow === 'newsletter') body.set('consent', 'on');
    else {
      for (const [name, value] of Object.entries({
        title: 'ms',
        firstName: 'Lotte',
        lastName: `Load ${sender}`,
        phone: '+32 2 555 12 34',
        remark: `Load test message ${round} from sender ${sender}.`,
        altcha: captcha,
      }))
        body.set(name, value);
    }
    posts.sent += 1;
    const response = await timed('post', url, {
      method: 'POST',
      body,
      headers: { origin: base, 'x-forwarded-for': address },
    });
    if (!response) continue;
    const location = response.headers.get('location') ?? '';
    if (response.status === 303 && location.includes(`/${locale}/`)) posts.accepted.push(email);
    else if (response.status < 500) {
      const html = await response.text();
      const reason =
        /role="alert"[^>]*>(?:<[^>]+>)*([^<]{3,120})/.exec(html)?.[1]?.trim() ??
        /aria-invalid="true"[^>]*name="([^"]+)"|name="([^"]+)"[^>]*aria-invalid="true"/
          .exec(html)
          ?.slice(1)
          .find(Boolean) ??
        `status ${response.status}`;
      bump(posts.refused, reason);
    }
  }
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function main() {
  const databaseFile = resolve('var', `bench-load-${Date.now()}.sqlite`);
  const databaseUrl = process.env.DATABASE_URL ?? `file:${databaseFile}`;
  const site = await startSite({
    firstPort: 3800,
    env: {
      DATABASE_URL: databaseUrl,
      TRUST_PROXY_HOPS: '1',
      CAPTCHA_MAX_NUMBER: '2000',
      RATE_LIMIT_PER_FORM: '1000000/3600',
    },
  });
  const { base } = site;
  try {
    const { xml: sitemap } = await readSitemap(base);
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc]) => `${base}${new URL(loc!).pathname}`,
    );
    if (pages.length === 0) throw new Error('the sitemap lists no pages');
    const started = Date.now();
    const until = started + DURATION_MS;
    await Promise.all([
      ...Array.from({ length: BROWSERS }, () => browse(base, pages, until)),
      ...Array.from({ length: SENDERS }, (_, sender) => sendForms(base, sender, until)),
    ]);
    const seconds = (Date.now() - started) / 1000;

    const { db } = openDatabase(databaseUrl);
    const stored = new Map<string, number>();
    const rows = await db
      .selectFrom('submissions')
      .select('payload')
      .where('payload', 'like', '%load.%@example.be%')
      .execute();
    for (const row of rows) {
      const email = /"email":"([^"]+)"/.exec(row.payload)?.[1];
      if (email) stored.set(email, (stored.get(email) ?? 0) + 1);
    }
    await db.destroy();
    const lost = posts.accepted.filter((email) => !stored.has(email));
    const twice = [...stored.values()].filter((count) => count > 1).length;

    console.log(
      `load: ${seconds.toFixed(0)} s on loopback, ${BROWSERS} browsing loops (${pages.length} sitemap pages, search-box queries) and ${SENDERS} visitors sending the newsletter and contact forms`,
    );
    console.log(
      'kind'.padEnd(12),
      'requests'.padStart(9),
      'req/s'.padStart(7),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      '  statuses',
    );
    for (const kind of Object.keys(latencies) as Kind[]) {
      const count = Object.values(statuses[kind]).reduce((sum, value) => sum + value, 0);
      const statusText = Object.entries(statuses[kind])
        .map(([key, value]) => `${key} ${value}`)
        .join(', ');
      console.log(
        kind.padEnd(12),
        String(count).padStart(9),
        (count / seconds).toFixed(1).padStart(7),
        percentile(latencies[kind], 50).toFixed(0).padStart(8),
        percentile(latencies[kind], 99).toFixed(0).padStart(8),
        `  ${statusText}`,
      );
    }
    const serverErrors = Object.values(statuses).reduce(
      (sum, counts) => sum + (counts['5xx'] ?? 0) + (counts['network error'] ?? 0),
      0,
    );
    const refused =
      Object.entries(posts.refused)
        .map(([reason, count]) => `${count} × ${reason}`)
        .join('; ') || 'none';
    console.log(
      `posts: ${posts.sent} sent, ${posts.accepted.length} accepted, refused: ${refused}`,
    );
    console.log(
      `stored: ${stored.size} of the accepted posts found in the database, lost: ${lost.length}, stored twice: ${twice}; 5xx and network errors: ${serverErrors}`,
    );
    if (lost.length > 0 || serverErrors > 0 || twice > 0) process.exitCode = 1;
  } finally {
    site.stop();
    if (!process.env.DATABASE_URL)
      for (const suffix of ['', '-wal', '-shm'])
        rmSync(`${databaseFile}${suffix}`, { force: true });
  }
}

void main();
