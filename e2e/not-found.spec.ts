import { expect, openPage, test } from './support/fixtures';
import { LOCALES, localizedPath, NOT_FOUND_TITLES, type Locale } from './support/routes';

/** A path inside each language that no route claims. */
const UNKNOWN_PATHS: Record<Locale, string> = {
  en: '/en/no-such-page/',
  nl: '/nl/bestaat-niet/',
  fr: '/fr/page-inexistante/',
  de: '/de/gibt-es-nicht/',
};

test.describe('the translated 404 page', () => {
  for (const locale of LOCALES) {
    const path = UNKNOWN_PATHS[locale];

    test(`${path} answers 404 with the ${locale} not-found page, noindex, a search form and a link home`, async ({
      page,
    }) => {
      const status = await openPage(page, path);
      expect(status).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_TITLES[locale]);

      const robots = page.locator('head meta[name="robots"]');
      await expect(robots.first()).toHaveAttribute('content', /^noindex/);
      for (const content of await robots.evaluateAll((metas) =>
        metas.map((meta) => meta.getAttribute('content')),
      )) {
        expect(content, 'no robots tag may allow indexing').toMatch(/^noindex/);
      }

      const notFound = page.getByTestId('not-found');
      await expect(notFound).toBeVisible();
      const form = notFound.locator('form');
      await expect(form).toHaveAttribute('method', /^get$/i);
      const forSale = localizedPath('/for-sale', locale);
      const action = await form.getAttribute('action');
      expect(action?.replace(/\/?$/, '/')).toBe(forSale);
      await expect(form.locator('input[name="q"]')).toBeVisible();

      const home = notFound.getByRole('link');
      await expect(home).toHaveCount(1);
      expect((await home.getAttribute('href'))?.replace(/\/?$/, '/')).toBe(`/${locale}/`);
    });
  }

  test('searching from the 404 page opens the for-sale page of the same language with the query', async ({
    page,
  }) => {
    await openPage(page, UNKNOWN_PATHS.nl);
    const search = page.getByTestId('not-found').getByRole('searchbox');
    await search.fill('Gent');
    await search.press('Enter');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/nl/te-koop/' && url.searchParams.get('q') === 'Gent',
    );
    await expect(page.getByTestId('results')).toBeVisible();
  });

  test('the home link of the 404 page leads to the home page of the same language', async ({
    page,
  }) => {
    await openPage(page, UNKNOWN_PATHS.de);
    await page.getByTestId('not-found').getByRole('link').click();
    await expect(page).toHaveURL((url) => url.pathname.replace(/\/?$/, '/') === '/de/');
    await expect(page.getByTestId('home-hero')).toBeVisible();
  });

  test('the 404 page keeps the site shell: header, menu and footer', async ({ page }) => {
    await openPage(page, UNKNOWN_PATHS.en);
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
  });

  test('a deeper unknown path inside a language is a 404 too', async ({ request }) => {
    const response = await request.get('/fr/a-vendre/rien/du/tout/', { maxRedirects: 0 });
    expect(response.status()).toBe(404);
  });

  test('an unknown thank-you flow is a 404 in every language', async ({ request }) => {
    for (const locale of LOCALES) {
      const path = localizedPath('/feedback/[flow]', locale, { flow: 'no-such-flow' });
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
    }
  });

  test('an unknown thank-you flow shows the translated not-found page', async ({ page }) => {
    const status = await openPage(
      page,
      localizedPath('/feedback/[flow]', 'fr', { flow: 'inconnu' }),
    );
    expect(status).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByTestId('feedback')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_TITLES.fr);
  });

  test('the 404 page keeps its translated title in the browser tab', async ({ page }) => {
    await openPage(page, UNKNOWN_PATHS.en);
    await expect(page).toHaveTitle(/Page not found/);
  });

  test('the 404 page is in the HTML the server sends, so it shows without JavaScript', async ({
    request,
  }) => {
    const response = await request.get(UNKNOWN_PATHS.en);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('data-testid="not-found"');
    expect(html).toContain(NOT_FOUND_TITLES.en);
  });

  for (const path of ['/favicon.ico', '/apple-touch-icon.png']) {
    test(`a missing file such as ${path} answers 404, not a server error`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
    });
  }
});
