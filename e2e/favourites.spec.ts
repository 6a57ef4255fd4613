import type { Page } from '@playwright/test';
import en from '../messages/en.json';
import nl from '../messages/nl.json';
import { costSubject } from '../lib/costs/listing';
import { getListing, search } from '../lib/data';
import { axeViolations } from './support/axe';
import { expect, openPage, test, waitForHydration } from './support/fixtures';
import { listingPath, localizedPath, type Locale } from './support/routes';

/*
 * Favourites without an account (issue 22 part 1), as a visitor on a phone uses them: hearts on a
 * list and a detail page, the favourites page, the compare view, the link that carries the list to
 * another device; a favourite the data set no longer has; hostile addresses.
 */
const MESSAGES = { en, nl } as const;
const PHONE = { width: 390, height: 844 };
/** An id the data set has never had: a property withdrawn since it was saved. */
const WITHDRAWN_ID = 999_999;

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: PHONE });

function favouritesPath(locale: Locale, query = ''): string {
  return `${localizedPath('/favourites', locale)}${query}`;
}

/** The page never scrolls sideways (the compare table scrolls inside its own box). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
}

for (const locale of ['en', 'nl'] as const) {
  const t = MESSAGES[locale].Favourites;

  test(`favourite from a list and a detail page, compare, share to a fresh browser (${locale}, 390 px)`, async ({
    page,
    browser,
  }) => {
    // a heart on a card of the list
    await openPage(page, localizedPath('/for-sale', locale));
    const card = page.getByTestId('listing-card').first();
    const cardHref = await card.getByRole('heading').getByRole('link').getAttribute('href');
    const firstId = Number(/\/(\d+)\/$/.exec(cardHref!)![1]);
    const firstTitle = (await card.getByRole('heading').innerText()).trim();
    const cardHeart = card.getByRole('button', {
      name: t.toggle.name.replace('{title}', firstTitle),
    });
    await expect(cardHeart).toHaveAttribute('aria-pressed', 'false');
    await cardHeart.click();
    await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByRole('status')).toHaveText(
      t.toggle.added.replace('{title}', firstTitle),
    );

    // a heart on a detail page (another listing for sale)
    const second = search(locale, { goal: 'sale', perPage: 50 }).items.find(
      (listing) => listing.id !== firstId && !listing.unavailable,
    )!;
    await openPage(page, listingPath(second.id, locale));
    const detailHeart = page.getByTestId('listing-detail').getByTestId('favourite').first();
    await expect(detailHeart).toHaveAttribute('aria-pressed', 'false');
    await expect(detailHeart).toHaveAccessibleName(new RegExp(`^${t.toggle.label}`));
    await detailHeart.click();
    await expect(detailHeart).toHaveAttribute('aria-pressed', 'true');
    const secondTitle = (await page.getByRole('heading', { level: 1 }).innerText()).trim();

    // the favourites page puts the browser's list in its address, newest first
    await page.goto(favouritesPath(locale));
    await expect(page).toHaveURL(new RegExp(`\\?ids=${second.id},${firstId}$`));
    await waitForHydration(page);
    const saved = page.getByTestId('favourites').getByTestId('listing-card');
    await expect(saved).toHaveCount(2);
    await expect(page.locator('#favourites-count')).toContainText('2');

    // compare the two, side by side
    for (const box of await page.getByRole('checkbox').all()) await box.check();
    await page.getByTestId('compare-submit').click();
    await expect(page).toHaveURL(
      new RegExp(
        `compare=${second.id}.*compare=${firstId}|compare=${firstId}.*compare=${second.id}`,
      ),
    );
    const table = page.getByTestId('compare').getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    await expect(
      table.getByRole('rowheader', { name: t.compare.price, exact: true }),
    ).toBeVisible();
    await expect(table.getByRole('rowheader', { name: t.compare.status })).toBeVisible();
    await expect(
      table.getByRole('rowheader', { name: MESSAGES[locale].Listing.fields.surfaceLiving }),
    ).toBeVisible();
    await expect(table.locator('tr[data-row="status"] td').first()).toHaveText(t.compare.available);
    await expectNoSidewaysScroll(page);
    // the first column stays in place while the table scrolls
    const region = page.getByTestId('compare').getByRole('region');
    const before = await table
      .getByRole('rowheader', { name: t.compare.price, exact: true })
      .boundingBox();
    await region.evaluate((element) => element.scrollBy({ left: 200, behavior: 'instant' }));
    expect(
      (await table.getByRole('rowheader', { name: t.compare.price, exact: true }).boundingBox())!.x,
    ).toBeCloseTo(before!.x, 0);

    // the share link, opened in a browser that has saved nothing, shows the same list and offers it
    const share = new URL(await page.getByTestId('share-link').inputValue());
    expect(share.search).toBe(`?ids=${second.id},${firstId}`);
    const fresh = await browser.newContext({ viewport: PHONE });
    const other = await fresh.newPage();
    // a context of its own has no hydration probe: the offer shows once the page has hydrated
    await other.goto(`${share.pathname}${share.search}`);
    await expect(other.getByTestId('listing-card')).toHaveCount(2);
    await expect(other.getByTestId('listing-card').first().getByRole('heading')).toHaveText(
      secondTitle,
    );
    const offer = other.getByTestId('favourites-status');
    await expect(offer).toContainText(t.offer.text);
    await expect(other.getByTestId('favourite').first()).toHaveAttribute('aria-pressed', 'false');
    await offer.getByRole('button', { name: t.offer.add }).click();
    await expect(other).toHaveURL(new RegExp(`\\?ids=${second.id},${firstId}$`));
    await expect(other.getByTestId('favourite').first()).toHaveAttribute('aria-pressed', 'true');
    await expect(other.getByTestId('favourite').nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(other.getByTestId('favourites-status')).not.toContainText(t.offer.text);
    await fresh.close();
  });

  test(`a favourite the data set no longer has stays, marked as withdrawn (${locale})`, async ({
    page,
  }) => {
    const sold = search(locale, { goal: 'sale', perPage: 100 }).items.find(
      (listing) => listing.banner === 'sold',
    )!;
    const snapshot = {
      id: String(WITHDRAWN_ID),
      goal: 'sale',
      title: 'Loft by the canal',
      city: 'Gent',
      price: 410000,
    };
    await page.addInitScript(
      ([sold, snapshot]) => {
        if (!localStorage.getItem('favourites'))
          localStorage.setItem(
            'favourites',
            JSON.stringify([
              snapshot,
              { id: String(sold.id), goal: 'sale', title: sold.title, city: 'x', price: 1 },
            ]),
          );
      },
      [{ id: sold.id, title: sold.headline }, snapshot] as const,
    );
    await page.goto(favouritesPath(locale));
    await expect(page).toHaveURL(new RegExp(`\\?ids=${WITHDRAWN_ID},${sold.id}$`));
    await waitForHydration(page);
    const withdrawn = page.getByTestId('favourite-withdrawn');
    await expect(withdrawn.getByRole('heading')).toHaveText(t.page.withdrawn);
    await expect(withdrawn.getByTestId('saved-title')).toHaveText(snapshot.title);
    await expect(withdrawn).toContainText('Gent');
    await expect(withdrawn).toContainText(/410[.,\u00a0\u202f ]?000/);
    // a sold listing is still in the data set: its current card, with its banner
    await expect(
      page.getByTestId('listing-card').getByText(MESSAGES[locale].Listing.banner.sold),
    ).toBeVisible();
    // letting the withdrawn one go keeps the address in step
    await withdrawn.getByTestId('favourite').click();
    await expect(page).toHaveURL(new RegExp(`\\?ids=${sold.id}$`));
  });
}

test('the list and the compare view work without JavaScript; hearts are not shown there', async ({
  browser,
}) => {
  const [a, b] = search('en', { goal: 'rent' }).items;
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto(favouritesPath('en'));
  // Chromium with scripts disabled by the test still parses <noscript> as text: read what the server sent
  expect(await page.content()).toContain(en.Favourites.page.noScript);
  await page.goto(favouritesPath('en', `?ids=${a!.id},${b!.id},${WITHDRAWN_ID}`));
  await expect(page.getByTestId('listing-card')).toHaveCount(2);
  await expect(page.getByTestId('favourite-withdrawn')).toContainText(en.Favourites.page.withdrawn);
  await expect(page.getByTestId('favourite')).toHaveCount(0);
  await page.getByRole('checkbox').first().check();
  await page.getByRole('checkbox').nth(1).check();
  await page.getByTestId('compare-submit').click();
  await expect(page.getByTestId('compare').getByRole('columnheader')).toHaveCount(3);
  await context.close();
});

test('a heart pressed in one tab shows in the others', async ({ page, context }) => {
  const listing = search('en', { goal: 'sale' }).items[0]!;
  await openPage(page, listingPath(listing.id, 'en'));
  const other = await context.newPage();
  await other.goto(listingPath(listing.id, 'en'));
  // the heart shows once its page has hydrated
  await expect(
    other.getByTestId('listing-detail').getByTestId('favourite').first(),
  ).toHaveAttribute('aria-pressed', 'false');
  await page.getByTestId('listing-detail').getByTestId('favourite').first().click();
  await expect(
    other.getByTestId('listing-detail').getByTestId('favourite').first(),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('hostile favourites addresses get a clean message, never a server error', async ({
  request,
}) => {
  const cases = [
    '?ids=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '?ids=1,1',
    `?ids=${'1,'.repeat(5000)}1`,
    '?ids=4101&ids=4102',
    '?ids=4101&compare=p1',
    `?ids=4101&compare=${'9'.repeat(40)}`,
    '?ids=%E0%A4%A',
  ];
  for (const query of cases) {
    const response = await request.get(favouritesPath('en', query));
    expect(response.status(), query).toBeLessThan(500);
    const html = await response.text();
    if (response.status() === 200)
      expect(html, query).toMatch(
        new RegExp(
          `${en.Favourites.page.invalid}|${en.Favourites.page.tooMany.replaceAll('{max}', '50')}`,
        ),
      );
    expect(html, query).not.toContain('<script>alert(1)');
  }
  const tooMany = await request.get(
    favouritesPath(
      'en',
      `?ids=4101&${['4101', '4102', '4103', '4104'].map((id) => `compare=${id}`).join('&')}`,
    ),
  );
  expect(tooMany.status()).toBe(200);
  expect(await tooMany.text()).toContain(en.Favourites.compare.tooMany);
});

test('the comparison shows the figures of each detail page: duty or VAT and notary (issue 35 › 10)', async ({
  request,
}) => {
  // three homes for sale the calculator applies to, one of them in Luxembourg
  const homes = search('fr', { goal: 'sale', perPage: 100 }).items.filter(
    (listing) => costSubject(listing)?.situations.length === 2,
  );
  const picked = [
    homes.find((listing) => listing.region === 'luxembourg')!,
    ...homes.filter((listing) => listing.region !== 'luxembourg' && listing.region).slice(0, 2),
  ];
  const ids = picked.map((listing) => listing.id);
  const compare = await request.get(
    favouritesPath('fr', `?ids=${ids.join(',')}&${ids.map((id) => `compare=${id}`).join('&')}`),
  );
  expect(compare.status()).toBe(200);
  const table = await compare.text();
  const compared = (cost: string) =>
    [...table.matchAll(new RegExp(`data-cost="${cost}" data-amount="([^"]+)"`, 'g'))].map((match) =>
      Number(match[1]),
    );
  const detail = await Promise.all(
    ids.map(async (id) => {
      const html = await (await request.get(listingPath(id, 'fr'))).text();
      const amount = (cost: string, situation: string) =>
        Number(
          new RegExp(
            `data-cost="${cost}" data-situation="${situation}" data-amount="([^"]+)"`,
          ).exec(html)![1],
        );
      return {
        taxOwnHome: amount('tax', 'own-home'),
        taxOther: amount('tax', 'other'),
        notary: amount('notary', 'other'),
      };
    }),
  );
  expect(compared('taxOwnHome')).toEqual(detail.map((figures) => figures.taxOwnHome));
  expect(compared('taxOther')).toEqual(detail.map((figures) => figures.taxOther));
  expect(compared('notary')).toEqual(detail.map((figures) => figures.notary));
  // the feed's own figures are not beside them
  expect(table).not.toContain('data-row="notaryFeeEstimate"');
  expect(table).not.toContain('data-row="registrationRightsEstimate"');
});

test.describe('accessibility of the favourites page', () => {
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    test(`axe finds no violations on a list with the compare view at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const [a, b] = search('fr', { goal: 'sale' }).items;
      expect(getListing(a!.id, 'fr')).not.toBeNull();
      await openPage(
        page,
        favouritesPath(
          'fr',
          `?ids=${a!.id},${b!.id},${WITHDRAWN_ID}&compare=${a!.id}&compare=${b!.id}`,
        ),
      );
      await expect(page.getByTestId('compare')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
