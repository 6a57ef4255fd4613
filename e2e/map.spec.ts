import { deflateSync } from 'node:zlib';
import type { Page, Route } from '@playwright/test';
import { getListing, search, searchAll } from '../lib/data';
import siteJson from '../data/site.json';
import en from '../messages/en.json';
import fr from '../messages/fr.json';
import { expect, openPage, test } from './support/fixtures';
import { listingPath, localizedPath, projectPath, SAMPLE_PROJECT_ID } from './support/routes';

const TILE_HOSTS = '**/tile.openstreetmap.org/**';

/** A 256×256 grey PNG, served instead of the tile server (which CI cannot reach). */
function tilePng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buffer: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(256, 0);
  header.writeUInt32BE(256, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc(257 * 256, 0xd0);
  for (let row = 0; row < 256; row++) rows[row * 257] = 0; // filter byte
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

const ignored = new Set<string>(siteJson.map.ignoreBanners);

function frame(page: Page) {
  return page.frameLocator('[data-testid=map-embed]');
}

test.describe('map frame (§7)', () => {
  test('the list map view shows every result except sold and rented ones, and popups link to the listing (fr)', async ({ page }) => {
    const expected = searchAll('fr', { goal: 'sale' }, 1000).filter((listing) => !(listing.banner && ignored.has(listing.banner)));
    await openPage(page, `${localizedPath('/for-sale', 'fr')}?view=map`);
    await expect(page.getByRole('link', { name: fr.Listing.list.views.map })).toHaveAttribute('aria-current', 'page');
    const map = frame(page);
    await expect(map.getByTestId('map-canvas')).toHaveAttribute('data-markers', String(expected.length));
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(expected.length);
    // no tile server here: the markers stay and a note says why the map is blank
    await expect(map.getByTestId('map-tiles-failed')).toHaveText(fr.Listing.map.tilesFailed);
    const first = expected[0]!;
    // by keyboard: markers are buttons (they may overlap, so no pointer click here)
    const marker = map.getByRole('button', { name: `${first.typeName} – ${first.place.zip} ${first.place.city}` }).first();
    await marker.focus();
    await marker.press('Enter');
    const link = map.locator('.leaflet-popup').getByRole('link', { name: fr.Listing.map.viewListing });
    await expect(link).toHaveAttribute('target', '_top');
    const hrefs = expected.filter((listing) => listing.typeName === first.typeName && listing.place.zip === first.place.zip).map((listing) => listingPath(listing.id, 'fr'));
    expect(hrefs).toContain(await link.getAttribute('href'));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${hrefs.map((href) => href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')}$`));
  });

  test('the note stays away when the tiles load', async ({ page }) => {
    let served = 0;
    const png = tilePng();
    await page.route(TILE_HOSTS, (route: Route) => {
      served += 1;
      return route.fulfill({ status: 200, contentType: 'image/png', body: png });
    });
    const listing = search('en', { goal: 'rent' }).items[0]!;
    await openPage(page, listingPath(listing.id, 'en'));
    const map = frame(page);
    await expect(map.locator('.leaflet-tile-loaded').first()).toBeAttached({ timeout: 15_000 });
    expect(served).toBeGreaterThan(0);
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
    await expect(map.getByTestId('map-tiles-failed')).toHaveCount(0);
  });

  test('a detail page highlights its property; a project shows its units', async ({ page }) => {
    const listing = search('nl', { goal: 'sale' }).items[1]!;
    await openPage(page, listingPath(listing.id, 'nl'));
    await expect(page.getByTestId('location')).toBeVisible();
    await expect(frame(page).locator('.leaflet-marker-icon')).toHaveCount(1);
    await openPage(page, projectPath(SAMPLE_PROJECT_ID, 'en'));
    await expect(page.getByTestId('location')).toBeVisible();
    await expect(frame(page).getByTestId('map-canvas')).toHaveAttribute('data-markers', /^[0-9]+$/);
  });

  test('cannot be framed by another origin, and ignores malformed messages', async ({ page, baseURL }) => {
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
    const show = { source: 'horizon-map', type: 'show', properties: [point], mapType: 'road', marker: null, marqueeIgnore: [] };
    const frameUrl = `${baseURL}${localizedPath('/map-frame', 'en')}`;
    // the frame on another origin of this machine (localhost is not 127.0.0.1), in a page of this one
    const foreignFrameUrl = frameUrl.replace('127.0.0.1', 'localhost');
    await openPage(page, '/en/');
    await page.evaluate((src) => {
      const iframe = document.createElement('iframe');
      iframe.id = 'map';
      iframe.src = src;
      iframe.style.cssText = 'width:600px;height:400px';
      document.body.prepend(iframe);
    }, foreignFrameUrl);
    // a page of another origin cannot even show the frame (frame-ancestors 'self', README › Security),
    // so it cannot send it anything either
    const map = page.frameLocator('#map');
    await page.waitForTimeout(1500);
    await expect(map.getByTestId('map-canvas')).toHaveCount(0);
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(0);

    // the same message from the frame's own origin is drawn; a javascript: link is refused
    await page.goto(frameUrl);
    await expect(page.getByText(en.Listing.map.standalone)).toBeVisible();
    const post = (message: unknown) => page.evaluate((data) => window.postMessage(data, window.location.origin), message);
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

test.describe('video and virtual tour (§5)', () => {
  const withVideo = search('en', { goal: 'sale', perPage: 48 }).items.find((listing) => listing.video?.includes('youtube'));
  const withTour = [1, 2, 3].flatMap((page) => search('de', { goal: 'sale', perPage: 48, page }).items).find((listing) => listing.virtualTour);

  test('a YouTube video loads from youtube-nocookie only after the click, with its thumbnail through the site', async ({ page }) => {
    expect(withVideo, 'the data set has a listing with a YouTube video').toBeDefined();
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      const host = new URL(request.url()).hostname;
      if (/youtube|ytimg|google/.test(host)) thirdParty.push(request.url());
    });
    await page.route('**/*youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }));
    await openPage(page, listingPath(withVideo!.id, 'en'));
    const media = page.getByTestId('listing-media');
    await media.scrollIntoViewIfNeeded();
    await expect(media.getByText(en.Listing.media.loadNotice.replace('{provider}', 'YouTube'))).toBeVisible();
    await expect(media.locator('iframe')).toHaveCount(0);
    expect(thirdParty, 'nothing from YouTube or Google before the click').toEqual([]);
    await media.getByRole('button', { name: en.Listing.media.playVideo }).click();
    const player = media.getByTestId('video-player');
    await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?rel=0&autoplay=1$/);
  });

  test('a virtual tour opens in place when asked (de)', async ({ page }) => {
    expect(withTour, 'the data set has a listing with a virtual tour').toBeDefined();
    await page.route('**/*matterport.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>tour</title>' }));
    await openPage(page, listingPath(withTour!.id, 'de'));
    const media = page.getByTestId('listing-media');
    await media.getByTestId('tour-load').click();
    await expect(media.getByTestId('tour-player')).toHaveAttribute('src', withTour!.virtualTour!.replace(/^http:/, 'https:'));
  });
});
