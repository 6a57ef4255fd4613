import { listCities, search } from '../lib/data';
import { FLOW_REGISTRY } from '../lib/forms/flows';
import en from '../messages/en.json';
import fr from '../messages/fr.json';
import { expect, openPage, test } from './support/fixtures';
import {
  afterFillTime,
  asNewVisitor,
  captchaSolved,
  testDatabase,
  uniqueEmail,
} from './support/forms';
import { listingPath, localizedPath, type Locale } from './support/routes';

/*
 * Issue 21's journey, as a home-seeker on a phone does it: from the home page's search box to a
 * list of a city's properties, to one of them, and from its contact bar to a sent visit request.
 */
const MESSAGES = { en, fr } as const;
const PHONE = { width: 390, height: 844 };

function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
}

test.describe('on a 390 px phone, from the home search to a sent visit request', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });
  // search, list, detail, a form with its captcha and minimum fill time: up to 40 s under load
  test.describe.configure({ timeout: 90_000 });

  for (const locale of ['en', 'fr'] as const satisfies Locale[]) {
    const t = MESSAGES[locale];
    // the city with the most properties for sale, and the first of them a visit can be asked for
    const city = [...listCities(locale, 'sale')].sort((a, b) => b.saleCount - a.saleCount)[0]!;
    const listing = search(locale, {
      goal: 'sale',
      cities: [`${city.name}|${city.zip}`],
      perPage: 12,
    }).items.find((item) => !item.unavailable)!;

    test(`in ${locale}: ${city.name} → ${listing.reference} → visit request`, async ({ page }) => {
      await asNewVisitor(page);
      await openPage(page, localizedPath('/', locale));

      // the search box: the city's "for sale" row
      await page.getByRole('combobox').fill(city.zip);
      const row = page
        .getByRole('group', { name: t.Listing.searchBox.cities })
        .getByRole('option')
        .filter({ hasText: t.Listing.searchBox.forSale })
        .first();
      await row.click();
      await expect(page).toHaveURL(
        (url) => url.searchParams.get('city') === `${city.name}|${city.zip}`,
      );
      await expect(page.getByTestId('listing-card').first()).toBeVisible();

      // the list: the property, by its card's link
      await page
        .locator(`a[href="${listingPath(listing.id, locale)}"]`)
        .first()
        .click();
      await expect(page).toHaveURL((url) => url.pathname === listingPath(listing.id, locale));

      // the detail page: its contact bar, always at hand, leads to the visit form for it
      const bar = page.getByTestId('contact-bar');
      await expect(bar).toBeInViewport();
      await bar.getByRole('link', { name: t.Listing.contactBar.visit }).click();
      await expect(page.getByTestId('form-visit')).toBeVisible();
      await expect(page.getByTestId('request-about')).toContainText(listing.reference);

      // the form, sent
      const email = uniqueEmail(`journey-${locale}`);
      // a day and slot no other test books (a slot holds few requests per property, and the
      // request forms' tests book this city's first property three days ahead)
      await page.locator('#field-date').fill(inDays(locale === 'en' ? 5 : 6));
      await page.locator('input[name="slot"]').first().check();
      await page.locator('input[name="title"][value="ms"]').check();
      await page.locator('#field-firstName').fill('Anne');
      await page.locator('#field-lastName').fill('Peeters');
      await page.locator('#field-email').fill(email);
      await page.locator('#field-phone').fill('+32 470 12 34 56');
      await captchaSolved(page);
      await afterFillTime(page);
      await page
        .getByTestId('form-visit')
        .getByRole('button', { name: t.Forms.flows.visit.submit })
        .click();
      const feedback = FLOW_REGISTRY.visit.feedback;
      await expect(page).toHaveURL((url) =>
        url.pathname.startsWith(localizedPath('/feedback/[flow]', locale, { flow: feedback })),
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t.Feedback.flows[feedback].title,
      );

      // stored, for this property, in this language
      const stored = await (
        await testDatabase()
      )
        .selectFrom('submissions')
        .selectAll()
        .where('payload', 'like', `%${email}%`)
        .execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ kind: 'visit', locale });
      expect(stored[0]!.payload).toContain(String(listing.id));
    });
  }
});
