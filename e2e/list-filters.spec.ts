import { createTranslator } from 'next-intl';
import { countListings, FEATURES, listTypes, search, type SearchQuery } from '../lib/data';
import en from '../messages/en.json';
import nl from '../messages/nl.json';
import { axeViolations } from './support/axe';
import { expect, openPage, test, waitForHydration } from './support/fixtures';
import { listingPath, localizedPath, type Locale } from './support/routes';

/*
 * Lists on a phone (issue 21): the filter sheet with its live count, the chips, the sort and the
 * empty state, from the list to a detail page. A journey opens four or five pages and axe takes
 * 5 to 25 s a page on a loaded 2-core machine.
 */
test.describe.configure({ timeout: 90_000 });

const MESSAGES = { en, nl } as const;
const PHONE = { width: 390, height: 844 };
const SHOTS = 'test-results/screens/lists';

const translator = (locale: 'en' | 'nl') =>
  createTranslator({ locale, messages: MESSAGES[locale], namespace: 'Listing' });

/** The type with the most listings for sale, and a feature that some of them have. */
function pick(locale: Locale) {
  const count = (filters: SearchQuery) => countListings(locale, filters);
  const type = listTypes(locale)
    .map((option) => ({ option, total: count({ goal: 'sale', types: [option.webId] }) }))
    .sort((a, b) => b.total - a.total)[0]!;
  const feature = FEATURES.map((name) => ({
    name,
    total: count({ goal: 'sale', types: [type.option.webId], features: [name] }),
  })).find((candidate) => candidate.total > 0)!;
  return { type: type.option, typeTotal: type.total, feature: feature.name, both: feature.total };
}

async function noViolations(page: import('@playwright/test').Page, include?: string) {
  expect(await axeViolations(page, include ? [include] : [])).toEqual([]);
}

test.describe('lists on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  for (const locale of ['en', 'nl'] as const) {
    test(`in ${locale}: filter in the sheet with a live count, remove a chip, sort, open a property`, async ({
      page,
    }) => {
      const t = translator(locale);
      const { type, typeTotal, feature, both } = pick(locale);
      const total = countListings(locale, { goal: 'sale' });
      await openPage(page, localizedPath('/for-sale', locale));

      const opener = page.getByTestId('filters-open');
      const sheet = page.getByTestId('filters-sheet');
      const apply = page.getByTestId('filters-apply');
      await expect(sheet, 'the filters wait behind their button').toBeHidden();
      await expect(opener).toHaveText(t('filters.open', { count: 0 }));
      expect((await opener.boundingBox())!.height).toBeGreaterThanOrEqual(44);

      // a real modal dialog: Escape closes it and focus comes back to the button
      await opener.click();
      await expect(sheet).toBeVisible();
      expect(await sheet.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
      await expect(apply).toHaveText(t('filters.show', { count: total }));
      if (locale === 'en') await page.screenshot({ path: `${SHOTS}-390-sheet-open.png` });
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(opener).toBeFocused();

      // the count follows each choice before anything is applied
      await opener.click();
      await sheet
        .getByRole('group', { name: t('filters.type') })
        .getByLabel(type.name, { exact: true })
        .check();
      await expect(apply).toHaveText(t('filters.show', { count: typeTotal }));
      await sheet.getByLabel(t(`filters.feature.${feature}`), { exact: true }).check();
      await expect(apply).toHaveText(t('filters.show', { count: both }));
      if (locale === 'en') {
        await page.screenshot({ path: `${SHOTS}-390-sheet.png` });
        await noViolations(page);
      }
      await apply.click();
      await expect(page).toHaveURL(new RegExp(`type=${type.webId}.*feature=${feature}`));
      await waitForHydration(page);

      // the active filters as chips; each one removes itself
      const results = page.locator('#results-title');
      await expect(results).toHaveText(t('list.results', { total: both }));
      await expect(page.getByTestId('filters-open')).toHaveText(t('filters.open', { count: 2 }));
      const chips = page.getByTestId('filter-chips');
      await expect(chips.getByRole('link')).toHaveCount(3);
      for (const link of await chips.getByRole('link').all())
        expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      if (locale === 'en') await page.screenshot({ path: `${SHOTS}-390-chips.png` });
      await chips
        .getByRole('link', {
          name: t('filters.remove', { label: t(`filters.feature.${feature}`) }),
        })
        .click();
      await expect(page).not.toHaveURL(/feature=/);
      await expect(results).toHaveText(t('list.results', { total: typeTotal }));
      await waitForHydration(page);

      // the sort is in view without opening anything, and keeps the filters
      await page.getByLabel(t('list.sort.label')).selectOption('price-asc');
      await expect(page).toHaveURL(/sort=price-asc/);
      await expect(page).toHaveURL(new RegExp(`type=${type.webId}`));
      await waitForHydration(page);
      const first = search(locale, {
        goal: 'sale',
        types: [type.webId],
        sort: 'price-asc',
      }).items[0]!;
      await page.getByTestId('listing-card').first().getByRole('heading').getByRole('link').click();
      await expect(page).toHaveURL((url) => url.pathname === listingPath(first.id, locale));
      await expect(page.getByTestId('listing-detail')).toContainText(first.reference);
    });
  }

  test('nothing found: each filter to widen is a link with the count it would give', async ({
    page,
  }) => {
    const t = translator('nl');
    const wider = countListings('nl', { goal: 'rent', features: ['garden'] });
    expect(wider).toBeGreaterThan(0);
    await openPage(page, `${localizedPath('/for-rent', 'nl')}?max=1&feature=garden`);
    const empty = page.getByTestId('no-results');
    await expect(empty).toBeVisible();
    const widen = page.getByTestId('widen').getByRole('link');
    await expect(widen).toHaveCount(1);
    await expect(widen).toContainText(String(wider));
    await page.screenshot({ path: `${SHOTS}-390-empty.png`, fullPage: true });
    await noViolations(page, 'main');
    await widen.click();
    await expect(page).not.toHaveURL(/max=/);
    await expect(page.locator('#results-title')).toHaveText(t('list.results', { total: wider }));
  });

  test('list view: compact rows', async ({ page }) => {
    await openPage(page, `${localizedPath('/for-sale', 'en')}?view=list`);
    const card = page.getByTestId('listing-card').first();
    const box = (await card.boundingBox())!;
    expect(box.height, 'a row, not a card').toBeLessThan(220);
    await page.screenshot({ path: `${SHOTS}-390-rows.png` });
  });

  test('without JavaScript the filters stand inline, and chips and sort still work', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    const t = translator('nl');
    const { type, typeTotal } = pick('nl');
    await page.goto(localizedPath('/for-sale', 'nl'));
    await expect(page.getByTestId('filters-open')).toBeHidden();
    await expect(page.getByTestId('search-filters')).toBeVisible();
    await page.getByLabel(type.name, { exact: true }).check();
    await page.getByTestId('filters-apply').click();
    await expect(page).toHaveURL(new RegExp(`type=${type.webId}`));
    await expect(page.locator('#results-title')).toHaveText(
      t('list.results', { total: typeTotal }),
    );
    await page.getByRole('button', { name: t('list.sort.submit') }).isVisible();
    await page.getByLabel(t('list.sort.label')).selectOption('price-desc');
    await page.getByRole('button', { name: t('list.sort.submit') }).click();
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect(page).toHaveURL(new RegExp(`type=${type.webId}`));
    await page
      .getByTestId('filter-chips')
      .getByRole('link', { name: t('filters.remove', { label: type.name }) })
      .click();
    await expect(page).not.toHaveURL(/type=/);
    await expect(page).toHaveURL(/sort=price-desc/);
    await context.close();
  });
});

test.describe('lists on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the filters are a sidebar whose top lines up with the results', async ({ page }) => {
    const { type } = pick('en');
    await openPage(page, `${localizedPath('/for-sale', 'en')}?type=${type.webId}&feature=garden`);
    await expect(page.getByTestId('filters-open')).toBeHidden();
    const sidebar = (await page.getByTestId('filters-sheet').boundingBox())!;
    const results = (await page.getByTestId('results').boundingBox())!;
    expect(Math.abs(sidebar.y - results.y)).toBeLessThanOrEqual(1);
    expect(sidebar.x + sidebar.width).toBeLessThan(results.x);
    await page.screenshot({ path: `${SHOTS}-1280.png` });
    await noViolations(page, 'main');
  });
});

test.describe('the live count (/api/list-count)', () => {
  test('answers the count and its text for a query, cacheable, and refuses what is not a list', async ({
    request,
  }) => {
    const t = translator('en');
    const expected = countListings('en', { goal: 'rent', bedroomsMin: 2, features: ['parking'] });
    const response = await request.get(
      '/api/list-count?locale=en&goal=rent&bedrooms=2&feature=parking&page=3',
    );
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('public');
    expect(await response.json()).toEqual({
      count: expected,
      label: t('filters.show', { count: expected }),
    });
    expect((await request.get('/api/list-count?locale=xx&goal=sale')).status()).toBe(400);
    expect((await request.get('/api/list-count?locale=en&goal=project')).status()).toBe(400);
  });

  test('is rate-limited per visitor', async ({ request }) => {
    const headers = { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 20}` };
    // 120 a minute are answered; the next is refused (a window may turn during the run: then later)
    let refusedAt = -1;
    for (let hit = 0; hit < 250 && refusedAt < 0; hit++) {
      const response = await request.get(`/api/list-count?locale=nl&goal=sale&min=${hit}`, {
        headers,
      });
      if (response.status() === 429) refusedAt = hit;
      else expect(response.status()).toBe(200);
    }
    expect(refusedAt).toBeGreaterThanOrEqual(120);
  });
});
