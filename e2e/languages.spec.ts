import { expect, test } from '@playwright/test';
import {
  HOME_TITLES,
  LOCALES,
  localizedPath,
  pageCases,
  pageMarker,
  SERVICE_SLUGS,
} from './support/routes';

test.describe('each language has its own home page', () => {
  for (const locale of LOCALES) {
    test(`the ${locale} home page declares lang="${locale}" and shows the ${locale} heading`, async ({
      page,
    }) => {
      const response = await page.goto(`/${locale}/`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByTestId('home-hero').getByRole('heading', { level: 1 })).toHaveText(
        HOME_TITLES[locale],
      );
    });
  }
});

test.describe('every route answers in every language', () => {
  for (const locale of LOCALES) {
    for (const { route, params, label, query = '' } of pageCases(locale)) {
      const path = localizedPath(route, locale, params);
      test(`${label} answers 200 in ${locale} at ${path}`, async ({ request }) => {
        const response = await request.get(`${path}${query}`, { maxRedirects: 0 });
        expect(response.status(), `${path} should be served as it is, without a redirect`).toBe(
          200,
        );
        const html = await response.text();
        expect(html).toContain(`<html lang="${locale}"`);
        // the map frame is a part of other pages, whose headings frame it
        if (route !== '/map-frame') expect(html).toMatch(/<h1[\s>]/);
        expect(html).toContain(`data-testid="${pageMarker(route)}"`);
        expect(html).not.toContain('data-testid="not-found"');
      });
    }
  }
});

test.describe('a translated path without its trailing slash', () => {
  test('redirects to the same page with the slash and answers 200 there', async ({ request }) => {
    const response = await request.get('/nl/te-koop', { maxRedirects: 0 });
    expect([301, 308]).toContain(response.status());
    expect(new URL(response.headers()['location'] ?? '', 'http://x.invalid').pathname).toBe(
      '/nl/te-koop/',
    );
    expect((await request.get('/nl/te-koop')).status()).toBe(200);
  });
});

test.describe('hreflang alternates', () => {
  test('a page lists itself in every language, plus x-default in French, and a canonical URL', async ({
    page,
  }) => {
    await page.goto('/en/for-sale/');
    const alternates = page.locator('head link[rel="alternate"][hreflang]');
    const found = await alternates.evaluateAll((links) =>
      Object.fromEntries(
        links.map((link) => [
          link.getAttribute('hreflang') ?? '',
          new URL(link.getAttribute('href') ?? '').pathname,
        ]),
      ),
    );
    expect(found).toEqual({
      en: '/en/for-sale/',
      nl: '/nl/te-koop/',
      fr: '/fr/a-vendre/',
      de: '/de/zu-verkaufen/',
      'x-default': '/fr/a-vendre/',
    });
    const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical ?? '').pathname).toBe('/en/for-sale/');
  });

  test('a service page links to the same service under its translated slug in every language', async ({
    page,
  }) => {
    await page.goto(localizedPath('/services/[slug]', 'de', { slug: SERVICE_SLUGS.rentOut.de }));
    const hrefs = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        Object.fromEntries(
          links.map((link) => [
            link.getAttribute('hreflang') ?? '',
            new URL(link.getAttribute('href') ?? '').pathname,
          ]),
        ),
      );
    expect(hrefs).toEqual({
      en: '/en/services/rent-out/',
      nl: '/nl/diensten/verhuren/',
      fr: '/fr/nos-services/location/',
      de: '/de/leistungen/vermieten/',
      'x-default': '/fr/nos-services/location/',
    });
  });
});
