import { readdirSync } from 'node:fs';
import path from 'node:path';
import { search } from '../lib/data';
import { expect, openPage, test } from './support/fixtures';
import {
  LOCALES,
  listingPath,
  localizedPath,
  projectPath,
  PROPERTY_NOT_FOUND_TITLES,
  SAMPLE_LISTING_ID,
  SAMPLE_PROJECT_ID,
} from './support/routes';

/** Every file under a folder, as paths relative to it. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

/** A response Next.js served from its prerendered or cached copy, not rendered for this request. */
function fromCache(headers: Record<string, string>): boolean {
  return headers['x-nextjs-cache'] === 'HIT' || headers['x-nextjs-prerender'] === '1';
}

test.describe('pages built ahead, served without rendering', () => {
  for (const locale of LOCALES) {
    test(`home, list, detail, project, print and content pages in ${locale} come prerendered, without a cookie`, async ({
      request,
    }) => {
      const paths = [
        localizedPath('/', locale),
        localizedPath('/for-sale', locale),
        listingPath(SAMPLE_LISTING_ID, locale),
        projectPath(SAMPLE_PROJECT_ID, locale),
        localizedPath('/print/[id]', locale, { id: String(SAMPLE_LISTING_ID) }),
        localizedPath('/about-us', locale),
      ];
      for (const path of paths) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        expect(fromCache(response.headers()), path).toBe(true);
      }
      // the pages that skip the proxy set no cookie: a shared cache may keep them
      for (const path of [paths[0]!, paths[5]!, localizedPath('/projects', locale)]) {
        expect((await request.get(path)).headers()['set-cookie'], path).toBeUndefined();
      }
    });
  }

  test('a search is rendered once, then served from the cache, whatever the spelling of its URL', async ({
    request,
  }) => {
    const type = search('fr', { goal: 'sale' }).items[0]!.typeId;
    const path = `${localizedPath('/for-sale', 'fr')}?type=${type}&sort=price-asc&e2e=${Date.now()}`;
    const first = await request.get(path);
    expect(first.status()).toBe(200);
    const html = await first.text();
    const expected = search('fr', { goal: 'sale', types: [type], sort: 'price-asc' });
    expect(html).toContain(`data-testid="results"`);
    expect(html).toMatch(new RegExp(`>[^<]*${expected.total}[^<]*</h2>`));
    expect(html).toContain('noindex');
    const again = await request.get(
      `${localizedPath('/for-sale', 'fr')}?sort=price-asc&type=${type}&page=1&utm_source=e2e`,
    );
    expect(again.headers()['x-nextjs-cache']).toBe('HIT');
    expect(await again.text()).toBe(html);
  });

  test('a photo is encoded once, then served from the image cache', async ({ request }) => {
    const url = `/_next/image/?url=${encodeURIComponent(`/media/listings/${SAMPLE_LISTING_ID}/1.jpg`)}&w=1600&q=75`;
    const headers = { accept: 'image/avif,image/webp,*/*' };
    const first = await request.get(url, { headers });
    expect(first.status()).toBe(200);
    expect(first.headers()['content-type']).toBe('image/avif');
    const again = await request.get(url, { headers });
    expect(again.headers()['x-nextjs-cache']).toBe('HIT');
    expect(await again.body()).toEqual(await first.body());
  });

  test('every photo width the French list asks for is a file made at build: no optimizer, kept a month', async ({
    request,
  }) => {
    const html = await (await request.get(localizedPath('/for-sale', 'fr'))).text();
    const srcSets = [...html.matchAll(/<img[^>]* srcset="([^"]+)"/gi)].map((match) => match[1]!);
    const urls = new Set(
      srcSets.flatMap((srcSet) =>
        srcSet.split(', ').map((entry) => entry.split(' ')[0]!.replaceAll('&amp;', '&')),
      ),
    );
    expect(urls.size).toBeGreaterThan(20);
    const optimized = [...urls].filter((url) => url.includes('/_next/image'));
    expect(optimized, 'photos sent to the optimizer').toEqual([]);
    for (const url of urls) {
      expect(url).toMatch(/^\/media\/.+\.\d+w\.webp$/);
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type'], url).toBe('image/webp');
      expect(response.headers()['cache-control'], url).toBe('public, max-age=2592000, immutable');
      // a file from disk, not an image the optimizer encoded or read back from its cache
      expect(response.headers()['x-nextjs-cache'], url).toBeUndefined();
    }
  });

  test('a search rendered on demand is kept in memory, never written among the built pages', async ({
    request,
  }) => {
    const built = path.resolve('.next/standalone/.next/server/app');
    const before = filesUnder(built);
    const query = `?sort=price-desc&e2e=${Date.now()}`;
    expect((await request.get(`${localizedPath('/for-rent', 'de')}${query}`)).status()).toBe(200);
    expect(
      (await request.get(`${localizedPath('/for-rent', 'de')}${query}`)).headers()[
        'x-nextjs-cache'
      ],
    ).toBe('HIT');
    expect(filesUnder(built).filter((file) => !before.includes(file))).toEqual([]);
  });

  test('a detail address with an unknown id is the translated property 404, in the HTML the server sends', async ({
    request,
  }) => {
    for (const locale of ['fr', 'de'] as const) {
      const known = listingPath(SAMPLE_LISTING_ID, locale);
      const unknown = known.replace(/\/\d+\/$/, '/987654321/');
      const response = await request.get(unknown, { maxRedirects: 0 });
      expect(response.status(), unknown).toBe(404);
      const html = await response.text();
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toContain(PROPERTY_NOT_FOUND_TITLES[locale]);
      expect(html).toMatch(/<meta name="robots" content="noindex/);
    }
  });

  test('a detail address with an outdated slug or city moves to the canonical one', async ({
    request,
  }) => {
    const canonical = listingPath(SAMPLE_LISTING_ID, 'nl');
    const outdated = canonical.replace(/\/[^/]+\/[^/]+\/(\d+)\/$/, '/elders/oude-titel/$1/');
    const response = await request.get(outdated, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe(canonical);
  });
});

test.describe('a phone loads what it shows', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });

  test('no route payload is prefetched while the home page loads, and listing photos come at most 800 px wide', async ({
    page,
  }) => {
    const prefetches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('_rsc=') || request.headers()['rsc'] === '1')
        prefetches.push(request.url());
    });
    await openPage(page, '/fr/');
    const firstCard = page.locator('[data-testid="listing-card"] img').first();
    await firstCard.scrollIntoViewIfNeeded();
    await expect
      .poll(() => firstCard.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toMatch(/\.\d+w\.webp$/);
    const loadedWidths = () =>
      page
        .locator('img')
        .evaluateAll((images) =>
          (images as HTMLImageElement[])
            .filter((image) => /\/listings\/.+\.\d+w\.webp$/.test(image.currentSrc))
            .map((image) => `${/\.(\d+)w\.webp$/.exec(image.currentSrc)![1]} ${image.currentSrc}`),
        );
    // the cards beside the first pick their photo as they near the screen, a moment after it (in
    // one loaded CI run only the first had when they were read at once)
    await expect.poll(async () => (await loadedWidths()).length).toBeGreaterThan(1);
    const widths = await loadedWidths();
    expect(widths.filter((entry) => Number(entry.split(' ')[0]) > 800)).toEqual([]);
    await page.mouse.wheel(0, 3000);
    await page.waitForLoadState('load');
    // the router prefetches links that scroll into view from idle callbacks: let two of them pass
    for (let round = 0; round < 2; round += 1)
      await page.evaluate(
        () => new Promise<void>((resolve) => requestIdleCallback(() => resolve())),
      );
    expect(prefetches).toEqual([]);
  });
});
