import type { Page } from '@playwright/test';
import { listCities } from '../lib/data';
import { pairCityNames } from '../lib/i18n/switch-language';
import { expect, openPage, test, waitForHydration } from './support/fixtures';
import { serverDocument } from './support/server-html';
import {
  listingHeadline,
  listingPath,
  LOCALES,
  localizedPath,
  SAMPLE_LISTING_ID,
  SERVICE_SLUGS,
  type AppRoute,
  type Locale,
} from './support/routes';

/** The switcher the visitor can see (the header one on desktop, the drawer one when it is open). */
function switcher(page: Page) {
  return page.getByTestId('language-switcher').filter({ visible: true });
}

async function localeCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'NEXT_LOCALE')?.value;
}

function storedLanguage(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('i18nextLng'));
}

function withSlash(path: string | null): string | null {
  return path === null ? null : path.replace(/\/?$/, '/');
}

const SWITCHES: { from: string; to: Locale; expected: string; heading: string }[] = [
  { from: '/en/for-sale/', to: 'fr', expected: '/fr/a-vendre/', heading: 'Biens à vendre' },
  {
    from: '/en/services/sell/',
    to: 'fr',
    expected: '/fr/nos-services/vente/',
    heading: 'Vendre votre bien',
  },
  {
    from: '/en/thank-you/site-contact/',
    to: 'de',
    expected: '/de/danke/site-contact/',
    heading: 'Vielen Dank für Ihre Nachricht',
  },
  {
    from: listingPath(SAMPLE_LISTING_ID, 'nl'),
    to: 'en',
    expected: listingPath(SAMPLE_LISTING_ID, 'en'),
    heading: listingHeadline(SAMPLE_LISTING_ID, 'en'),
  },
  { from: '/fr/qui-sommes-nous/', to: 'nl', expected: '/nl/over-ons/', heading: 'Over ons' },
  { from: '/de/', to: 'nl', expected: '/nl/', heading: 'Vind de woning die bij uw leven past' },
];

test.describe('the language switcher', () => {
  for (const { from, to, expected, heading } of SWITCHES) {
    test(`on ${from}, choosing ${to.toUpperCase()} opens the same page in ${to} at ${expected}`, async ({
      page,
    }) => {
      await openPage(page, from);
      const fromLocale = from.split('/')[1];
      await expect(switcher(page).locator(`a[hreflang="${fromLocale}"]`)).toHaveAttribute(
        'aria-current',
        'true',
      );

      // A covered link fails here instead of hanging until the test timeout.
      await switcher(page).locator(`a[hreflang="${to}"]`).click({ timeout: 10_000 });

      await expect(page).toHaveURL((url) => url.pathname === expected);
      await expect(page.locator('html')).toHaveAttribute('lang', to);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(switcher(page).locator(`a[hreflang="${to}"]`)).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(switcher(page).locator('a[aria-current]')).toHaveCount(1);
      await expect.poll(() => localeCookie(page)).toBe(to);
      await expect.poll(() => storedLanguage(page)).toBe(to);
    });
  }

  const EQUIVALENTS: {
    page: string;
    route: AppRoute;
    params: (locale: Locale) => Record<string, string>;
  }[] = [
    { page: '/fr/a-vendre/', route: '/for-sale', params: () => ({}) },
    {
      page: '/nl/bedankt/site-contact/',
      route: '/feedback/[flow]',
      params: () => ({ flow: 'site-contact' }),
    },
    {
      page: '/de/leistungen/verkaufen/',
      route: '/services/[slug]',
      params: (locale) => ({ slug: SERVICE_SLUGS.sell[locale] }),
    },
  ];
  // read from the server's HTML, every copy of the switcher (header and drawer): the links a
  // visitor follows, with JavaScript or without (the browser adds only a query, none here)
  for (const { page: path, route, params } of EQUIVALENTS) {
    test(`on ${path} each switcher link is the address of the same page in its language`, async ({
      request,
    }) => {
      const { status, document } = await serverDocument(request, path);
      expect(status).toBe(200);
      const copies = [...document.querySelectorAll('[data-testid="language-switcher"]')];
      expect(copies.length, 'a switcher in the page').toBeGreaterThan(0);
      for (const copy of copies) {
        expect(copy.querySelectorAll('a')).toHaveLength(LOCALES.length);
        for (const locale of LOCALES) {
          const link = copy.querySelector(`a[hreflang="${locale}"]`);
          expect(link?.getAttribute('lang'), `${locale} link`).toBe(locale);
          expect(withSlash(link?.getAttribute('href') ?? null), `${locale} link`).toBe(
            localizedPath(route, locale, params(locale)),
          );
        }
      }
    });
  }

  test('a later visit to the unprefixed home page goes to the language chosen, not the browser language', async ({
    page,
  }) => {
    // The browser asks for en-GB (playwright.config.ts); the choice must win over it.
    await openPage(page, '/en/for-sale/');
    await switcher(page).locator('a[hreflang="de"]').click();
    await expect(page).toHaveURL((url) => url.pathname === '/de/zu-verkaufen/');
    await expect.poll(() => localeCookie(page)).toBe('de');

    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL((url) => url.pathname === '/de/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('a later visit to an unprefixed legacy path also goes to the language chosen', async ({
    page,
  }) => {
    await openPage(page, '/en/');
    await switcher(page).locator('a[hreflang="nl"]').click();
    await expect(page).toHaveURL((url) => url.pathname === '/nl/');
    await expect.poll(() => localeCookie(page)).toBe('nl');

    await page.goto('/contact-demand/');
    await expect(page).toHaveURL((url) => url.pathname === '/nl/gratis-schatting/');
  });

  test('without a choice, an unprefixed visit follows the browser language', async ({ page }) => {
    await page.goto('/for-rent/');
    await expect(page).toHaveURL((url) => url.pathname === '/en/for-rent/');
    await waitForHydration(page);
    await expect.poll(() => storedLanguage(page)).toBe('en');
  });

  test('?lng=de on an unprefixed path opens the German page and is remembered for the next visit', async ({
    page,
  }) => {
    await page.goto('/for-sale/?lng=de');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/de/zu-verkaufen/' && url.search === '',
    );
    await expect.poll(() => localeCookie(page)).toBe('de');
    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === '/de/');
  });

  // A city for sale whose name differs in every language (Brussels, Bruxelles, Brussel, Brüssel…).
  const forSale = new Set(listCities('fr', 'sale').map((city) => `${city.name}|${city.zip}`));
  const city = pairCityNames({
    en: listCities('en'),
    nl: listCities('nl'),
    fr: listCities('fr'),
    de: listCities('de'),
  }).find(
    (names) => forSale.has(names.fr!) && new Set(Object.values(names)).size === LOCALES.length,
  )!;
  const FILTERED: { from: Locale; to: Locale }[] = [
    { from: 'fr', to: 'nl' },
    { from: 'en', to: 'de' },
  ];
  for (const { from, to } of FILTERED) {
    test(`on a filtered ${from} list, choosing ${to.toUpperCase()} keeps the filters, with the city named in ${to}`, async ({
      page,
    }) => {
      const query = new URLSearchParams({ city: city[from]!, max: '5000000', sort: 'price-asc' });
      await openPage(page, `${localizedPath('/for-sale', from)}?${query}`);
      const found = await page.getByTestId('results').locator('h2').first().textContent();
      await expect(switcher(page)).toHaveAttribute('data-complete', 'true');

      await switcher(page).locator(`a[hreflang="${to}"]`).click();

      await expect(page).toHaveURL((url) => url.pathname === localizedPath('/for-sale', to));
      const url = new URL(page.url());
      expect(url.searchParams.get('city')).toBe(city[to]);
      expect(url.searchParams.get('max')).toBe('5000000');
      expect(url.searchParams.get('sort')).toBe('price-asc');
      await expect(page.locator('html')).toHaveAttribute('lang', to);
      await expect(page.locator('select[name="city"]')).toHaveValue(city[to]!);
      // the same listings, counted in the other language
      expect(
        (await page.getByTestId('results').locator('h2').first().textContent())?.match(/\d+/)?.[0],
      ).toBe(found?.match(/\d+/)?.[0]);
    });
  }

  test.describe('a first visit to an address without a language', () => {
    async function storeChoice(page: Page, locale: Locale) {
      await page.goto('/robots.txt');
      await page.evaluate((value) => window.localStorage.setItem('i18nextLng', value), locale);
    }

    test('honours a language stored in localStorage (i18nextLng) over the browser languages, keeping the search', async ({
      page,
    }) => {
      await storeChoice(page, 'nl');
      await page.goto(`/for-sale/?city=${encodeURIComponent(city.en!)}`);
      await expect(page).toHaveURL(
        (url) => url.pathname === '/nl/te-koop/' && url.searchParams.get('city') === city.nl,
      );
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
      await expect.poll(() => localeCookie(page)).toBe('nl');
      // remembered: the next visit goes straight there
      const response = await page.goto('/');
      expect(response?.request().redirectedFrom()?.redirectedFrom()).toBeNull();
      await expect(page).toHaveURL((url) => url.pathname === '/nl/');
    });

    test("lets the cookie win over localStorage, as the product's rules order", async ({
      page,
      context,
    }) => {
      await storeChoice(page, 'nl');
      await context.addCookies([
        { name: 'NEXT_LOCALE', value: 'de', domain: '127.0.0.1', path: '/' },
      ]);
      await page.goto('/for-rent/');
      await waitForHydration(page);
      // the page remembers the language it shows; a restore would have stored nl and moved on
      await expect.poll(() => storedLanguage(page)).toBe('de');
      await expect(page).toHaveURL((url) => url.pathname === '/de/zu-vermieten/');
    });

    test('does not move a visitor whose stored choice is the browser language', async ({
      page,
    }) => {
      await storeChoice(page, 'en');
      await page.goto('/contact/');
      await waitForHydration(page);
      await expect(page).toHaveURL((url) => url.pathname === '/en/contact/');
    });
  });

  test.describe('in the mobile drawer', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('switching language from the drawer opens the same page in that language and closes the drawer', async ({
      page,
    }) => {
      await openPage(page, '/fr/a-louer/');
      await page.getByTestId('drawer-open').click();
      const drawer = page.getByTestId('drawer');
      await expect(drawer).toBeVisible();
      await drawer.getByTestId('language-switcher').locator('a[hreflang="en"]').click();
      await expect(page).toHaveURL((url) => url.pathname === '/en/for-rent/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(drawer).toBeHidden();
      await expect.poll(() => localeCookie(page)).toBe('en');
    });
  });
});
