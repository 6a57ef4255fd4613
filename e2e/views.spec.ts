import { search } from '../lib/data';
import { brusselsDay } from '../lib/stats/calendar';
import { expect, test } from './support/fixtures';
import { testDatabase } from './support/forms';
import { listingPath, localizedPath } from './support/routes';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const listing = search('en', { goal: 'rent' }).items[3]!;

async function views(kind: string, source?: string): Promise<number> {
  const db = await testDatabase();
  let query = db
    .selectFrom('page_views')
    .select('count')
    .where('listing_id', '=', listing.id)
    .where('day', '=', brusselsDay(Date.now()))
    .where('kind', '=', kind);
  if (source) query = query.where('source', '=', source);
  const rows = await query.execute();
  await db.destroy();
  return rows.reduce((sum, row) => sum + row.count, 0);
}

test.describe('owner statistics: first-party page views', () => {
  // the tests count the same listing's views: one running beside another would count its visit
  test.describe.configure({ mode: 'serial' });
  test('a visit from a search engine counts once the detail page has loaded, and its map too; no cookie is set', async ({
    browser,
  }) => {
    const before = { detail: await views('detail', 'search'), map: await views('map') };
    const context = await browser.newContext({
      userAgent: BROWSER,
      extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.77' },
    });
    const page = await context.newPage();
    const beacon = page.waitForResponse(
      (response) => response.url().endsWith('/api/views') && response.request().method() === 'POST',
    );
    await page.goto(listingPath(listing.id, 'en'), { referer: 'https://www.google.be/' });
    const response = await beacon;
    expect(response.status()).toBe(204);
    expect(await response.headerValue('set-cookie')).toBeNull();
    await expect.poll(() => views('detail', 'search')).toBe(before.detail + 1);
    await page.getByTestId('location').scrollIntoViewIfNeeded();
    await expect.poll(() => views('map'), { timeout: 15_000 }).toBe(before.map + 1);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(
      expect.stringMatching(/view|track|visit/i),
    );
    await context.close();
  });

  test('the print view counts as a print view', async ({ browser }) => {
    const before = await views('print');
    const context = await browser.newContext({
      userAgent: BROWSER,
      extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.78' },
    });
    const page = await context.newPage();
    await page.goto(localizedPath('/print/[id]', 'fr', { id: String(listing.id) }));
    await expect.poll(() => views('print')).toBe(before + 1);
    await context.close();
  });

  test('crawlers, scripts and prefetches are not visits', async ({ request, baseURL }) => {
    const before = await views('detail');
    const origin = new URL(baseURL!).origin;
    const headless = await request.post('/api/views', {
      data: { listingId: listing.id, kind: 'detail' },
      headers: { 'user-agent': BROWSER.replace('Chrome/', 'HeadlessChrome/'), origin },
    });
    const bot = await request.post('/api/views', {
      data: { listingId: listing.id, kind: 'detail' },
      headers: { 'user-agent': 'Googlebot/2.1', origin },
    });
    const prefetch = await request.post('/api/views', {
      data: { listingId: listing.id, kind: 'detail' },
      headers: { 'user-agent': BROWSER, 'sec-purpose': 'prefetch', origin },
    });
    const unknown = await request.post('/api/views', {
      data: { listingId: 999999, kind: 'detail' },
      headers: { 'user-agent': BROWSER, origin },
    });
    expect([headless.status(), bot.status(), prefetch.status(), unknown.status()]).toEqual([
      204, 204, 204, 204,
    ]);
    expect(await views('detail')).toBe(before);
  });

  test("another site's page, an oversized or malformed body, and a repeat view the same day are not counted", async ({
    request,
    baseURL,
  }) => {
    const before = await views('detail');
    const origin = new URL(baseURL!).origin;
    const post = (data: string, headers: Record<string, string> = {}) =>
      request.post('/api/views', {
        data,
        headers: {
          'user-agent': BROWSER,
          'content-type': 'application/json',
          origin,
          'x-forwarded-for': '192.0.2.79',
          ...headers,
        },
      });
    const beacon = JSON.stringify({ listingId: listing.id, kind: 'detail', referrer: '' });
    expect((await post(beacon, { origin: 'https://evil.example' })).status()).toBe(403);
    expect((await post(beacon, { 'sec-fetch-site': 'cross-site' })).status()).toBe(403);
    expect((await post('x'.repeat(50_000))).status()).toBe(413);
    for (const body of ['null', '[]', '{"listingId":"1e400","kind":"detail"}', '{'])
      expect((await post(body)).status(), body).toBe(204);
    expect(await views('detail')).toBe(before);
    expect((await post(beacon)).status()).toBe(204);
    expect((await post(beacon)).status()).toBe(204);
    await expect.poll(() => views('detail')).toBe(before + 1);
  });
});
