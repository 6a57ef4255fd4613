import site from '../data/site.json';
import { contentSecurityPolicy } from '../lib/security/headers';
import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, openPage, test } from './support/fixtures';
import { localizedPath, type Locale } from './support/routes';

// a first visit: nothing chosen yet
test.use({ storageState: { cookies: [], origins: [] } });

/** Dialog titles, written out here on purpose (not read from the message files). */
const TITLES: Record<Locale, string> = {
  en: 'Cookies on this site',
  nl: 'Cookies op deze site',
  fr: 'Les cookies sur ce site',
  de: 'Cookies auf dieser Website',
};

/** Every request the page makes to another host than the site's. */
function thirdPartyRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.hostname !== '127.0.0.1') seen.push(request.url());
  });
  return seen;
}

async function consentCookies(page: Page): Promise<Record<string, string>> {
  return Object.fromEntries(
    (await page.context().cookies())
      .filter((cookie) => cookie.name.startsWith('consent'))
      .map((cookie) => [cookie.name, cookie.value]),
  );
}

const dialog = (page: Page) => page.getByTestId('consent-dialog');

test.describe('cookie consent', () => {
  // every language's page asks for its own texts, which carry its title: read over HTTP
  test("each language's pages ask for the dialog's texts in that language", async ({ request }) => {
    for (const locale of ['en', 'nl', 'fr', 'de'] as const) {
      const url = `/api/consent-texts/${locale}/`;
      expect(await (await request.get(localizedPath('/', locale))).text(), locale).toContain(url);
      const texts = await request.get(url);
      expect(texts.status(), url).toBe(200);
      expect(await texts.text(), url).toContain(TITLES[locale]);
    }
  });

  /*
   * The dialog itself in two languages (English and German, its longest words): the same code in
   * every language, the words read above. Four cost some 7 test-seconds more on an idle 2-core
   * machine, and the CI time is over its 30 minutes.
   */
  for (const locale of ['en', 'de'] as const) {
    test(`the dialog shows on a first visit in ${locale}; accepting all stores consent and the four flags`, async ({
      page,
    }) => {
      const outside = thirdPartyRequests(page);
      await openPage(page, localizedPath('/', locale));
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page).getByRole('heading')).toHaveText(TITLES[locale]);
      await page.getByTestId('consent-accept').click();
      await expect(dialog(page)).toHaveCount(0);
      expect(await consentCookies(page)).toEqual({
        consent: '1',
        consent_analytics_storage: 'granted',
        consent_ad_storage: 'granted',
        consent_ad_user_data: 'granted',
        consent_ad_personalization: 'granted',
      });
      await openPage(page, localizedPath('/for-sale', locale));
      await expect(dialog(page)).toHaveCount(0);
      // no tag id is configured: nothing is asked of any other host, consent or not
      expect(outside).toEqual([]);
    });
  }

  test('declining all keeps only the essential cookies: every flag denied', async ({ page }) => {
    const outside = thirdPartyRequests(page);
    await openPage(page, localizedPath('/privacy-statement', 'fr'));
    await page.getByTestId('consent-decline').click();
    await expect(dialog(page)).toHaveCount(0);
    expect(await consentCookies(page)).toEqual({
      consent: '1',
      consent_analytics_storage: 'denied',
      consent_ad_storage: 'denied',
      consent_ad_user_data: 'denied',
      consent_ad_personalization: 'denied',
    });
    expect(outside).toEqual([]);
  });

  test('settings: five options, the essential one fixed, a partial choice stored as chosen', async ({
    page,
  }) => {
    await openPage(page, localizedPath('/', 'de'));
    await page.getByTestId('consent-settings').click();
    const options = dialog(page).getByRole('checkbox');
    await expect(options).toHaveCount(5);
    await expect(dialog(page).getByRole('checkbox', { name: /Notwendig/ })).toBeChecked();
    await expect(dialog(page).getByRole('checkbox', { name: /Notwendig/ })).toBeDisabled();
    await dialog(page)
      .getByRole('checkbox', { name: /Statistik/ })
      .check();
    await dialog(page)
      .getByRole('checkbox', { name: /Personalisierte Werbung/ })
      .check();
    await page.getByTestId('consent-save').click();
    expect(await consentCookies(page)).toEqual({
      consent: '1',
      consent_analytics_storage: 'granted',
      consent_ad_storage: 'denied',
      consent_ad_user_data: 'denied',
      consent_ad_personalization: 'granted',
    });
  });

  test('the footer link reopens the dialog with the stored choice, by keyboard too', async ({
    page,
  }) => {
    await openPage(page, localizedPath('/', 'nl'));
    await page.getByTestId('consent-decline').click();
    const settings = page.getByTestId('cookie-settings');
    await settings.focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toBeFocused();
    await expect(dialog(page).getByRole('checkbox', { name: /Statistieken/ })).not.toBeChecked();
    // the essential option cannot be changed, so the first stop is the next one
    await page.keyboard.press('Tab');
    await expect(dialog(page).getByRole('checkbox', { name: /Statistieken/ })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(dialog(page).getByRole('checkbox', { name: /Statistieken/ })).toBeChecked();
    await page.getByTestId('consent-save').focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    await expect(settings).toBeFocused();
    expect((await consentCookies(page)).consent_analytics_storage).toBe('granted');
  });

  test('?setcookies clears every consent value and the dialog shows again', async ({ page }) => {
    await openPage(page, localizedPath('/', 'en'));
    await page.getByTestId('consent-accept').click();
    await openPage(page, `${localizedPath('/for-rent', 'en')}?setcookies=1&page=1`);
    await expect(dialog(page)).toBeVisible();
    expect(await consentCookies(page)).toEqual({});
    // the parameter leaves the address, the others stay
    expect(new URL(page.url()).search).toBe('?page=1');
  });

  test('preview pages do not show the dialog', async ({ page }) => {
    await openPage(page, '/en/preview/');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
  });
});

test.describe('the consent dialog is accessible', () => {
  // axe: 5 to 25 s a page on a loaded 2-core machine
  test.describe.configure({ timeout: 90_000 });
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`axe finds no violations with the dialog and its settings open at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openPage(page, localizedPath('/', 'fr'));
      await expect(dialog(page)).toBeVisible();
      // the page as it settles: the banner's slideshow takes over a few seconds after load, and
      // the dialog now comes once the page is idle, near that moment; axe read the hero's links
      // against a half-mounted slideshow once (SLIDESHOW_LOAD_DELAY_MS)
      await expect(page.getByTestId('home-banner-toggle')).toHaveAttribute(
        'data-playing',
        /^(true|false)$/,
        { timeout: 20_000 },
      );
      expect(await axeViolations(page, ['[data-testid="consent-dialog"]'])).toEqual([]);
      await page.getByTestId('consent-settings').click();
      expect(await axeViolations(page)).toEqual([]);
      // decline is one click, like accept
      await expect(page.getByTestId('consent-decline')).toBeVisible();
    });
  }
});

test.describe('tags with ids configured', () => {
  const IDS = { analyticsId: 'G-E2ETEST1', socialPixelId: '1234567890' };
  const NO_TAGS = { analyticsId: '', adsId: '', tagManagerId: '', socialPixelId: '' };

  /**
   * A deployment with tag ids: the page is served as built, with the ids written into the
   * consent manager's properties; the tag hosts answer with an empty script, and every request
   * to them is noted.
   */
  async function withTagIds(page: Page): Promise<string[]> {
    const requested: string[] = [];
    await page.route(/\/en\/for-sale\/$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text())
        .replaceAll('\\"analyticsId\\":\\"\\"', `\\"analyticsId\\":\\"${IDS.analyticsId}\\"`)
        .replaceAll('\\"socialPixelId\\":\\"\\"', `\\"socialPixelId\\":\\"${IDS.socialPixelId}\\"`);
      // such a deployment's policy allows the tags' hosts (lib/security/headers.ts)
      const policy = contentSecurityPolicy({
        production: true,
        https: false,
        tags: { ...NO_TAGS, ...IDS },
        tileUrls: [site.map.tiles.road.url],
      });
      await route.fulfill({
        response,
        body,
        headers: { ...response.headers(), 'content-security-policy': policy },
      });
    });
    await page.route(
      /^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//,
      async (route) => {
        requested.push(route.request().url());
        await route.fulfill({ contentType: 'text/javascript', body: '' });
      },
    );
    return requested;
  }

  const dataLayer = (page: Page) =>
    page.evaluate(() =>
      (window.dataLayer ?? []).map((entry) =>
        typeof entry === 'object' && entry !== null && 'length' in entry
          ? Array.from(entry as ArrayLike<unknown>)
          : entry,
      ),
    );

  test('nothing loads before a choice; accepting loads the tags, updates Consent Mode and sends a page view', async ({
    page,
  }) => {
    const requested = await withTagIds(page);
    await openPage(page, '/en/for-sale/');
    await expect(dialog(page)).toBeVisible();
    await page.waitForTimeout(500);
    expect(requested).toEqual([]);
    await page.getByTestId('consent-accept').click();
    await expect.poll(() => requested.length).toBe(2);
    expect(requested).toContain(`https://www.googletagmanager.com/gtag/js?id=${IDS.analyticsId}`);
    expect(requested).toContain('https://connect.facebook.net/en_US/fbevents.js');
    const commands = await dataLayer(page);
    expect(commands[0]).toEqual([
      'consent',
      'default',
      {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        wait_for_update: 500,
      },
    ]);
    expect(commands[1]).toEqual([
      'consent',
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      },
    ]);
    expect(commands).toContainEqual([
      'event',
      'page_view',
      expect.objectContaining({ page_location: expect.stringContaining('/en/for-sale/') }),
    ]);
  });

  test('declining keeps every tag away; analytics alone loads only analytics', async ({ page }) => {
    const requested = await withTagIds(page);
    await openPage(page, '/en/for-sale/');
    await page.getByTestId('consent-decline').click();
    await page.waitForTimeout(500);
    expect(requested).toEqual([]);
    await page.getByTestId('cookie-settings').click();
    await dialog(page)
      .getByRole('checkbox', { name: /Analytics/ })
      .check();
    await page.getByTestId('consent-save').click();
    await expect
      .poll(() => requested)
      .toEqual([`https://www.googletagmanager.com/gtag/js?id=${IDS.analyticsId}`]);
  });
});
