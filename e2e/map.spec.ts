import type { Page } from '@playwright/test';
import { createTranslator } from 'next-intl';
import { countListings, getListing, search, searchAll } from '../lib/data';
import { parseSearchParams } from '../lib/data/search-params';
import { variantUrls } from '../lib/media/variants';
import siteJson from '../data/site.json';
import de from '../messages/de.json';
import en from '../messages/en.json';
import fr from '../messages/fr.json';
import nl from '../messages/nl.json';
import { axeViolations } from './support/axe';
import { expect, openPage, test } from './support/fixtures';
import { listingPath, localizedPath, projectPath, SAMPLE_PROJECT_ID } from './support/routes';
import { serveTiles } from './support/tiles';

const ignored = new Set<string>(siteJson.map.ignoreBanners);
const MESSAGES = { en, fr, de, nl } as const;
const SHOTS = 'test-results/screens/map';

function frame(page: Page) {
  return page.frameLocator('iframe[data-testid=map-embed]');
}

/**
 * The map's frame, in view. Where the map is near the screen from the start (the list's map view)
 * its empty box is replaced by the frame right after hydration: acting on the box then races that
 * swap ("element is not attached"), so this waits for the frame itself.
 */
async function mapFrameInView(page: Page) {
  const embed = page.locator('iframe[data-testid=map-embed]');
  await embed.scrollIntoViewIfNeeded();
  return embed;
}

/** How many results of a search the map shows: all but those of the banners it leaves out. */
function onMap(locale: 'en' | 'fr' | 'de', area?: [number, number, number, number]): number {
  return searchAll(locale, { goal: 'sale', area }, Number.POSITIVE_INFINITY).filter(
    (listing) => !(listing.banner && ignored.has(listing.banner)),
  ).length;
}

/*
 * The results map (issue 21 part 3): clusters made by the server, as tall as most of the screen,
 * following the list; "search this area" puts the visible area into the URL, the list follows and
 * a chip takes it off again. axe runs on the page and its frame (5 to 25 s on a loaded machine).
 */
test.describe('the results map', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    for (const locale of ['fr', 'de'] as const) {
      test(`at ${viewport.width} px in ${locale}: clusters, zoom into one, search this area, remove the area`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'Listing' });
        const total = onMap(locale);
        await openPage(page, `${localizedPath('/for-sale', locale)}?view=map`);
        const embed = await mapFrameInView(page);
        const box = (await embed.boundingBox())!;
        expect(box.height, 'the map is at least 60 % of the screen').toBeGreaterThanOrEqual(
          0.6 * viewport.height,
        );
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        const map = frame(page);
        const canvas = map.getByTestId('map-canvas');
        await expect(canvas).toHaveAttribute('data-total', String(total));
        // every result is on the map, in a cluster or alone, and clusters are named by their count
        const clusters = map.locator('[data-cluster]');
        await expect(clusters.first()).toBeVisible();
        const counts = await clusters.evaluateAll((nodes) =>
          nodes.map((node) => Number(node.getAttribute('data-cluster'))),
        );
        const points = await map.locator('[data-point]').count();
        expect(counts.reduce((sum, count) => sum + count, 0) + points).toBe(total);
        const biggest = clusters.nth(counts.indexOf(Math.max(...counts)));
        await expect(biggest).toHaveAccessibleName(
          createTranslator({ locale, messages: MESSAGES[locale], namespace: 'Listing.map' })(
            'cluster',
            { count: Math.max(...counts) },
          ),
        );
        await expect(biggest).toHaveAttribute('role', 'button');
        if (viewport.width === 1280 && locale === 'fr')
          await page.screenshot({ path: `${SHOTS}-1280-${locale}.png` });
        if (viewport.width === 390 && locale === 'de')
          await page.screenshot({ path: `${SHOTS}-390-${locale}.png` });

        // by keyboard: Enter on a cluster zooms into it
        const zoom = Number(await canvas.getAttribute('data-zoom'));
        await biggest.focus();
        await biggest.press('Enter');
        await expect
          .poll(async () => Number(await canvas.getAttribute('data-zoom')))
          .toBeGreaterThan(zoom);
        const searchArea = map.getByTestId('map-search-area');
        await expect(searchArea).toHaveText(t('map.searchArea'));
        // axe on the page and its frame: clusters, points and the button (one language a width)
        if (
          (viewport.width === 1280 && locale === 'fr') ||
          (viewport.width === 390 && locale === 'de')
        ) {
          expect(await axeViolations(page)).toEqual([]);
        }
        if (viewport.width === 390)
          await page.screenshot({ path: `${SHOTS}-390-${locale}-moved.png` });
        await searchArea.click();
        await expect(page).toHaveURL(/[?&]area=-?[0-9.]+(%2C|,)/);
        const url = new URL(page.url());
        expect(url.searchParams.get('view')).toBe('map');
        const { query } = parseSearchParams('sale', { area: url.searchParams.get('area')! });
        expect(query.area).toBeDefined();
        const inArea = countListings(locale, { goal: 'sale', area: query.area });
        expect(inArea).toBeLessThan(countListings(locale, { goal: 'sale' }));
        await expect(page.locator('#results-title')).toHaveText(
          t('list.results', { total: inArea }),
        );
        // the map shows that area's results, and the area itself
        await mapFrameInView(page);
        await expect(frame(page).getByTestId('map-canvas')).toHaveAttribute(
          'data-total',
          String(onMap(locale, query.area)),
        );
        const chip = page
          .getByTestId('filter-chips')
          .getByRole('link', { name: t('filters.remove', { label: t('filters.chip.area') }) });
        await expect(chip).toBeVisible();
        if (
          (viewport.width === 390 && locale === 'de') ||
          (viewport.width === 1280 && locale === 'fr')
        )
          await page.screenshot({ path: `${SHOTS}-${viewport.width}-${locale}-area.png` });
        await chip.click();
        await expect(page).not.toHaveURL(/area=/);
        await expect(page.locator('#results-title')).toHaveText(
          t('list.results', { total: countListings(locale, { goal: 'sale' }) }),
        );
      });
    }
  }

  test('pointing at a result card rings its place on the map (en, 1280 px)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, `${localizedPath('/for-sale', 'en')}?view=map`);
    const map = frame(page);
    await expect(map.getByTestId('map-canvas')).toHaveAttribute('data-markers', /^[1-9]/);
    await expect(map.getByTestId('map-ring')).toHaveCount(0);
    const card = page.getByTestId('listing-card').nth(1);
    await card.hover();
    await expect(map.getByTestId('map-ring')).toHaveCount(1);
    // the card and the map side by side, the map in view as the cards scroll
    const cardBox = (await card.boundingBox())!;
    const mapBox = (await page.getByTestId('map-embed').boundingBox())!;
    expect(cardBox.x + cardBox.width).toBeLessThan(mapBox.x);
    await page.mouse.move(5, 5);
    await expect(map.getByTestId('map-ring')).toHaveCount(0);
    // by keyboard too: focus inside a card rings it
    await card.getByRole('link').first().focus();
    await expect(map.getByTestId('map-ring')).toHaveCount(1);
  });

  test('an area in the URL narrows the list without JavaScript, and its chip removes it (nl)', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const t = createTranslator({ locale: 'nl', messages: MESSAGES.nl, namespace: 'Listing' });
    const area: [number, number, number, number] = [4.2, 50.75, 4.55, 50.95];
    const inArea = countListings('nl', { goal: 'sale', area });
    expect(inArea).toBeGreaterThan(0);
    await page.goto(`${localizedPath('/for-sale', 'nl')}?area=4.2,50.75,4.55,50.95`);
    await expect(page.locator('#results-title')).toHaveText(t('list.results', { total: inArea }));
    await page
      .getByTestId('filter-chips')
      .getByRole('link', { name: t('filters.remove', { label: t('filters.chip.area') }) })
      .click();
    await expect(page).not.toHaveURL(/area=/);
    await expect(page.locator('#results-title')).toHaveText(
      t('list.results', { total: countListings('nl', { goal: 'sale' }) }),
    );
    await context.close();
  });

  test('hostile areas and views are refused or ignored, never a server error', async ({
    request,
  }) => {
    const list = localizedPath('/for-sale', 'en');
    for (const area of ['junk', '1,2,3', '5,50,4,51', `${'9'.repeat(300)},1,2,3`, '<script>'])
      expect((await request.get(`${list}?area=${encodeURIComponent(area)}`)).status(), area).toBe(
        200,
      );
    const api = '/api/map-results/?locale=en&goal=sale';
    const ok = await request.get(`${api}&bbox=2.5,49.4,6.5,51.6&zoom=8`);
    expect(ok.status()).toBe(200);
    expect((await ok.json()).total).toBe(onMap('en'));
    for (const bad of [
      '&bbox=junk&zoom=8',
      '&bbox=2.5,49.4,6.5,51.6&zoom=99',
      '&bbox=2.5,49.4,6.5,51.6',
      '&bbox=6.5,49.4,2.5,51.6&zoom=8',
    ])
      expect((await request.get(`${api}${bad}`)).status(), bad).toBe(400);
    expect(
      (await request.get('/api/map-results/?locale=xx&goal=sale&bbox=1,1,2,2&zoom=1')).status(),
    ).toBe(400);
    // junk filters are ignored, as the list ignores them
    const junk = await request.get(`${api}&area=oops&type=99&bbox=2.5,49.4,6.5,51.6&zoom=8`);
    expect((await junk.json()).total).toBe(onMap('en'));
  });
});

test.describe('map frame', () => {
  test('the note stays away when the tiles load', async ({ page }) => {
    const tiles = await serveTiles(page);
    const listing = search('en', { goal: 'rent' }).items[0]!;
    await openPage(page, listingPath(listing.id, 'en'));
    // the map frame loads lazily, as it comes near the screen
    await page.getByTestId('location').scrollIntoViewIfNeeded();
    const map = frame(page);
    await expect(map.locator('.leaflet-tile-loaded').first()).toBeAttached({ timeout: 15_000 });
    expect(tiles.served()).toBeGreaterThan(0);
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
    await expect(map.getByTestId('map-tiles-failed')).toHaveCount(0);
  });

  test('a detail page highlights its property; a project shows its units', async ({ page }) => {
    const listing = search('nl', { goal: 'sale' }).items[1]!;
    await openPage(page, listingPath(listing.id, 'nl'));
    // the map loads as it nears the screen, as a visitor scrolls to it
    await expect(page.getByTestId('map-embed')).not.toHaveAttribute('src', /.+/);
    await page.getByTestId('location').scrollIntoViewIfNeeded();
    await expect(frame(page).locator('.leaflet-marker-icon')).toHaveCount(1);
    await openPage(page, projectPath(SAMPLE_PROJECT_ID, 'en'));
    await page.getByTestId('location').scrollIntoViewIfNeeded();
    await expect(frame(page).getByTestId('map-canvas')).toHaveAttribute('data-markers', /^[0-9]+$/);
  });

  test('cannot be framed by another origin, and ignores malformed messages', async ({
    page,
    baseURL,
  }) => {
    const listing = getListing(search('en', { goal: 'sale' }).items[0]!.id, 'en')!;
    const point = {
      id: listing.id,
      lat: listing.place.latitude,
      lng: listing.place.longitude,
      title: 'Injected',
      price: '€ 1',
      href: '/en/',
      thumbnail: null,
      banner: null,
      approximate: false,
    };
    const show = {
      source: 'horizon-map',
      type: 'show',
      properties: [point],
      mapType: 'road',
      marker: null,
      marqueeIgnore: [],
    };
    const frameUrl = `${baseURL}${localizedPath('/map-frame', 'en')}`;
    // the frame on another origin of this machine (localhost is not 127.0.0.1), in a page of this one
    const foreignFrameUrl = frameUrl.replace('127.0.0.1', 'localhost');
    await openPage(page, '/en/');
    // resolves once the browser is done with the frame: its load event fires whether it was shown or blocked
    await page.evaluate(
      (src) =>
        new Promise<void>((resolve) => {
          const iframe = document.createElement('iframe');
          iframe.id = 'map';
          iframe.addEventListener('load', () => resolve(), { once: true });
          iframe.src = src;
          iframe.style.cssText = 'width:600px;height:400px';
          document.body.prepend(iframe);
        }),
      foreignFrameUrl,
    );
    // a page of another origin cannot even show the frame (frame-ancestors 'self', docs/security.md),
    // so it cannot send it anything either
    const map = page.frameLocator('#map');
    await expect(map.getByTestId('map-canvas')).toHaveCount(0);
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(0);

    // the same message from the frame's own origin is drawn; a javascript: link is refused
    await page.goto(frameUrl);
    await expect(page.getByText(en.Listing.map.standalone)).toBeVisible();
    const post = (message: unknown) =>
      page.evaluate((data) => window.postMessage(data, window.location.origin), message);
    await post({ ...show, properties: [{ ...point, href: 'javascript:alert(1)' }] });
    await page.waitForTimeout(500);
    await expect(page.locator('.leaflet-marker-icon')).toHaveCount(0);
    await post(show);
    // window.postMessage to itself: source is the window, which is its own parent when alone
    await expect(page.locator('.leaflet-marker-icon')).toHaveCount(1);
    await page.locator('.leaflet-marker-icon').click();
    await expect(page.locator('.leaflet-popup')).toContainText('Injected');
  });
});

test.describe('video and virtual tour', () => {
  const withVideo = search('en', { goal: 'sale', perPage: 48 }).items.find((listing) =>
    listing.video?.includes('youtube'),
  );
  const withTour = [1, 2, 3]
    .flatMap((page) => search('de', { goal: 'sale', perPage: 48, page }).items)
    .find((listing) => listing.virtualTour);

  test('a YouTube video loads from youtube-nocookie only after the click, with its thumbnail through the site', async ({
    page,
  }) => {
    expect(withVideo, 'the data set has a listing with a YouTube video').toBeDefined();
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      const host = new URL(request.url()).hostname;
      if (/youtube|ytimg|google/.test(host)) thirdParty.push(request.url());
    });
    await page.route('**/*youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    await openPage(page, listingPath(withVideo!.id, 'en'));
    const media = page.getByTestId('listing-media');
    await media.scrollIntoViewIfNeeded();
    await expect(
      media.getByText(en.Listing.media.loadNotice.replace('{provider}', 'YouTube')),
    ).toBeVisible();
    await expect(media.locator('iframe')).toHaveCount(0);
    expect(thirdParty, 'nothing from YouTube or Google before the click').toEqual([]);
    await media.getByRole('button', { name: en.Listing.media.playVideo }).click();
    const player = media.getByTestId('video-player');
    await expect(player).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?rel=0&autoplay=1$/,
    );
  });

  test('a video’s poster in the server HTML is a picture the site can serve: the listing’s own photo when YouTube cannot be reached (issue 34.11)', async ({
    request,
  }) => {
    expect(withVideo, 'the data set has a listing with a YouTube video').toBeDefined();
    // as a crawler or a visitor without JavaScript gets it: no client fallback runs
    const html = await (await request.get(listingPath(withVideo!.id, 'fr'))).text();
    const media = /<section[^>]*data-testid="listing-media"[\s\S]*?<\/section>/.exec(html)?.[0];
    expect(media, 'the media section').toBeTruthy();
    const poster = /<img\b[^>]*\ssrc="([^"]+)"/.exec(media!)?.[1]?.replace(/&amp;/g, '&');
    expect(poster, 'the poster').toBeTruthy();
    const response = await request.get(poster!, { failOnStatusCode: false });
    expect(response.status(), `the poster ${poster}`).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
    // through the optimizer (a remote thumbnail) or one of a photo's widths made at build
    const optimized = new URL(poster!, 'http://site').searchParams.get('url');
    if (optimized?.includes('ytimg.com')) return;
    const photos = [...withVideo!.pictures.map((picture) => picture.url), withVideo!.thumbnail.url];
    const made = photos.flatMap((photo) => variantUrls(photo));
    expect([...photos, ...made], `the poster ${poster} is the listing's own photo`).toContain(
      optimized ?? new URL(poster!, 'http://site').pathname,
    );
  });

  test('a virtual tour opens in place when asked (de)', async ({ page }) => {
    expect(withTour, 'the data set has a listing with a virtual tour').toBeDefined();
    await page.route('**/*matterport.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>tour</title>' }),
    );
    await openPage(page, listingPath(withTour!.id, 'de'));
    const media = page.getByTestId('listing-media');
    await media.getByTestId('tour-load').click();
    await expect(media.getByTestId('tour-player')).toHaveAttribute(
      'src',
      withTour!.virtualTour!.replace(/^http:/, 'https:'),
    );
  });
});
