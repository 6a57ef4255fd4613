import type { Page } from '@playwright/test';
import { getListing, search, searchAll } from '../lib/data';
import siteJson from '../data/site.json';
import en from '../messages/en.json';
import fr from '../messages/fr.json';
import { expect, openPage, test } from './support/fixtures';
import { listingPath, localizedPath, projectPath, SAMPLE_PROJECT_ID } from './support/routes';
import { serveTiles } from './support/tiles';

const ignored = new Set<string>(siteJson.map.ignoreBanners);

function frame(page: Page) {
  return page.frameLocator('[data-testid=map-embed]');
}

test.describe('map frame', () => {
  test('the list map view shows every result except sold and rented ones, and popups link to the listing (fr)', async ({
    page,
  }) => {
    const expected = searchAll('fr', { goal: 'sale' }, 1000).filter(
      (listing) => !(listing.banner && ignored.has(listing.banner)),
    );
    await openPage(page, `${localizedPath('/for-sale', 'fr')}?view=map`);
    await expect(page.getByRole('link', { name: fr.Listing.list.views.map })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const map = frame(page);
    await expect(map.getByTestId('map-canvas')).toHaveAttribute(
      'data-markers',
      String(expected.length),
    );
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(expected.length);
    // no tile server here: the markers stay and a note says why the map is blank
    await expect(map.getByTestId('map-tiles-failed')).toHaveText(fr.Listing.map.tilesFailed);
    const first = expected[0]!;
    // by keyboard: markers are buttons (they may overlap, so no pointer click here)
    const marker = map
      .getByRole('button', { name: `${first.typeName} – ${first.place.zip} ${first.place.city}` })
      .first();
    await marker.focus();
    await marker.press('Enter');
    const link = map
      .locator('.leaflet-popup')
      .getByRole('link', { name: fr.Listing.map.viewListing });
    await expect(link).toHaveAttribute('target', '_top');
    const hrefs = expected
      .filter(
        (listing) => listing.typeName === first.typeName && listing.place.zip === first.place.zip,
      )
      .map((listing) => listingPath(listing.id, 'fr'));
    expect(hrefs).toContain(await link.getAttribute('href'));
    await link.click();
    await expect(page).toHaveURL(
      new RegExp(`${hrefs.map((href) => href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')}$`),
    );
  });

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
    // a page of another origin cannot even show the frame (frame-ancestors 'self', README › Security),
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
