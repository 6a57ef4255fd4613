import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { search } from '../lib/data';
import { MARQUEE_SOLD, type RawPayload } from '../lib/data/schema';
import { formatCurrency } from '../lib/format/locale-format';
import { expect, test } from './support/fixtures';
import { startOwnServer, type OwnServer } from './support/own-server';
import { runImport } from './support/import-feed';
import { readSitemap } from './support/sitemap';
import { listingPath } from './support/routes';

/*
 * docs/importing-listings.md: a production server of its own (its own database, so the suite's
 * server keeps the bundled data set), an import run beside it, and the pages following without a
 * restart: a new price on the detail page and in the sitemap's lastmod, a sold listing shown sold,
 * a removed one answering 410 with similar listings, an imported photo served.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 131;
const BASE = `http://127.0.0.1:${PORT}`;

test.describe.configure({ mode: 'serial' });

test.describe('a feed import on a running site', () => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'horizon-import-'));
  const database = join(dir, 'site.sqlite');
  let server: OwnServer | null = null;

  const available = search('en', { goal: 'sale', perPage: 60 }).items.filter(
    (listing) => !listing.unavailable && listing.price !== null && listing.projectId === null,
  );
  const [repriced, sold, removed, untranslated] = available as [
    (typeof available)[number],
    (typeof available)[number],
    (typeof available)[number],
    (typeof available)[number],
  ];
  const detailPath = (id: number) => listingPath(id, 'en');

  test.beforeAll(async () => {
    server = await startOwnServer(PORT, { DATABASE_URL: `file:${database}`, DATA_POLL_MS: '1000' });
  });

  test.afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const importFeed = (...args: string[]) => runImport(`file:${database}`, ...args);

  function lastmod(sitemap: string, id: number): string | null {
    const entry = sitemap.split('<url>').find((block) => block.includes(`/${id}/</loc>`));
    return entry?.match(/<lastmod>([^<]+)<\/lastmod>/)?.[1] ?? null;
  }

  test('the detail page, the sitemap, sold and removed listings follow an import without a restart', async ({
    page,
  }) => {
    const newPrice = Math.round(repriced.price! * 1.04);
    const before = (await readSitemap(BASE)).xml;
    expect(lastmod(before, repriced.id)).toBe(repriced.createdAt.slice(0, 10));
    await page.goto(`${BASE}${detailPath(repriced.id)}`);
    await expect(page.locator('main')).toContainText(formatCurrency(repriced.price!, 'en'));

    // the feed: the bundled data set with one new price, one listing sold, one gone, one photo from a file
    const feed = JSON.parse(readFileSync(resolve('data/listings.json'), 'utf8')) as RawPayload;
    for (const record of feed.listings) {
      if (record.ID === repriced.id) {
        record.Price = newPrice;
        record.Pictures[0]!.Url = 'front.jpg';
      }
      if (record.ID === sold.id)
        Object.assign(record, {
          Marquee: MARQUEE_SOLD,
          MarqueeName: feed.listings.find(
            (other) => other.Marquee === MARQUEE_SOLD && other.language === record.language,
          )!.MarqueeName,
        });
    }
    // issue 35: one listing without its German record is published in its other languages only
    feed.listings = feed.listings.filter(
      (record) =>
        record.ID !== removed.id && !(record.ID === untranslated.id && record.language === 'de'),
    );
    writeFileSync(join(dir, 'feed.json'), JSON.stringify(feed));
    await sharp({
      create: { width: 1800, height: 1200, channels: 3, background: { r: 70, g: 110, b: 160 } },
    })
      .jpeg()
      .toFile(join(dir, 'front.jpg'));

    // read as a crawler reads it (no validator): the second answer comes from the response cache
    // in front of Next.js (server/response-cache.mjs), which the import must empty
    const crawl = async () => (await fetch(`${BASE}${detailPath(repriced.id)}`)).text();
    expect(await crawl()).toContain(`"price":${repriced.price}`);
    expect(await crawl()).toContain(`"price":${repriced.price}`);

    const run = await importFeed(join(dir, 'feed.json'));
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(
      `price changes: 1\n    ${repriced.id}: ${repriced.price} → ${newPrice}`,
    );
    expect(run.stdout).toContain(`removed: 1\n    ${removed.id}`);
    const today = new Date().toISOString().slice(0, 10);

    await expect
      .poll(
        async () => {
          await page.goto(`${BASE}${detailPath(repriced.id)}`);
          return page.locator('main').innerText();
        },
        { timeout: 20_000, intervals: [1000] },
      )
      .toContain(formatCurrency(newPrice, 'en'));
    await expect
      .poll(crawl, { timeout: 20_000, intervals: [1000] })
      .toContain(`"price":${newPrice}`);
    const photo = page.locator('main img[src*="/media/imported/"]').first();
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );
    expect(lastmod((await readSitemap(BASE)).xml, repriced.id)).toBe(today);

    // no German page, no German sitemap entry, no hreflang="de": the German lists lack it too
    const german = `${BASE}${listingPath(untranslated.id, 'de')}`;
    expect((await fetch(german)).status).toBe(404);
    const french = await (await fetch(`${BASE}${listingPath(untranslated.id, 'fr')}`)).text();
    expect(french).toMatch(/<link rel="alternate" hreflang="nl"/i);
    expect(french).not.toMatch(/<link rel="alternate" hreflang="de"/i);
    // its language switcher leads to the German list, not to the German page that is not there
    await page.goto(`${BASE}${listingPath(untranslated.id, 'fr')}`);
    const switcher = page.getByTestId('language-switcher').first();
    await expect(switcher).toHaveAttribute('data-complete', 'true');
    await expect(switcher.locator('a[hreflang="de"]')).toHaveAttribute('href', '/de/zu-verkaufen/');
    await expect(switcher.locator('a[hreflang="nl"]')).toHaveAttribute(
      'href',
      listingPath(untranslated.id, 'nl'),
    );
    const { xml: sitemap } = await readSitemap(BASE);
    expect(sitemap).toContain(`${listingPath(untranslated.id, 'fr')}</loc>`);
    expect(sitemap).not.toContain(`${listingPath(untranslated.id, 'de')}</loc>`);

    await page.goto(`${BASE}${detailPath(sold.id)}`);
    await expect(page.locator('main')).toContainText('Property sold');

    const gone = await page.goto(`${BASE}${detailPath(removed.id)}`);
    expect(gone?.status()).toBe(410);
    await expect(page.getByTestId('not-found')).toHaveAttribute('data-missing', 'removed');
    await expect(page.getByTestId('suggestions').locator('article, a').first()).toBeVisible();

    // a feed that would remove most listings is held, and changes nothing
    const most = { ...feed, listings: feed.listings.filter((record) => record.ID % 3 === 0) };
    writeFileSync(join(dir, 'most.json'), JSON.stringify(most));
    const held = await importFeed(join(dir, 'most.json'));
    expect(held.status).toBe(2);
    expect(held.stderr).toContain('held, nothing changed');
    // issue 35: the agency is told (a mail in the outbox) and the status line says so
    expect(held.stderr).toContain('import: the agency is told by mail');
    const status = await fetch(`${BASE}/api/import-status/`);
    expect(status.headers.get('cache-control')).toBe('no-store');
    expect(await status.text()).toMatch(/^attention \S+ held, nothing changed: it removes \d+ of/);

    // a rollback: the bundled data set again, the old price back
    const back = await importFeed('--rollback');
    expect(back.stdout).toContain('rolled back to the bundled data set');
    await expect
      .poll(
        async () => {
          await page.goto(`${BASE}${detailPath(repriced.id)}`);
          return page.locator('main').innerText();
        },
        { timeout: 20_000, intervals: [1000] },
      )
      .toContain(formatCurrency(repriced.price!, 'en'));
    expect((await page.goto(`${BASE}${detailPath(removed.id)}`))?.status()).toBe(200);
    expect((await fetch(german)).status).toBe(200);
  });
});
