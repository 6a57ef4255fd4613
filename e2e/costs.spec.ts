import type { Browser, Page } from '@playwright/test';
import { searchAll } from '../lib/data';
import { financing, isoDay, purchaseCosts, type CostRegion } from '../lib/costs/calculate';
import { defaultOwnFunds } from '../lib/costs/form';
import { costSubject, subjectInput } from '../lib/costs/listing';
import { formatCurrency } from '../lib/format/locale-format';
import de from '../messages/de.json';
import en from '../messages/en.json';
import fr from '../messages/fr.json';
import nl from '../messages/nl.json';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { listingPath, localizedPath, type Locale } from './support/routes';

/*
 * Issue 22 part 4: the cost of buying a property in each region, from its detail page to the
 * calculator and back through the form, in two languages per region, once with JavaScript and
 * once without (the form is a plain GET form the server answers).
 */

const MESSAGES = { en, nl, fr, de } as const;

// four pages and three form posts per journey: more than the suite's 30 s on a loaded 2-core machine
test.describe.configure({ timeout: 90_000 });

/** An existing home for sale in the region (in Brussels one under the abatement's ceiling). */
function homeIn(region: CostRegion) {
  const homes = searchAll('en', { goal: 'sale' }, 1000).filter((listing) => {
    const subject = costSubject(listing);
    return (
      subject?.region === region &&
      !subject.newBuild &&
      subject.situations.length === 2 &&
      subject.kind === 'home'
    );
  });
  const chosen =
    region === 'brussels' ? homes.find((listing) => listing.price! <= 600_000) : homes[0];
  if (!chosen) throw new Error(`no home for sale in ${region} in the data set`);
  return chosen;
}

const JOURNEYS: { region: CostRegion; locale: Locale; javaScript: boolean }[] = [
  { region: 'flanders', locale: 'nl', javaScript: true },
  { region: 'flanders', locale: 'en', javaScript: false },
  { region: 'wallonia', locale: 'fr', javaScript: true },
  { region: 'wallonia', locale: 'de', javaScript: false },
  { region: 'brussels', locale: 'en', javaScript: true },
  { region: 'brussels', locale: 'fr', javaScript: false },
  { region: 'luxembourg', locale: 'de', javaScript: true },
  { region: 'luxembourg', locale: 'en', javaScript: false },
];

async function newPage(browser: Browser, javaScript: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: javaScript });
  return context.newPage();
}

async function submit(page: Page): Promise<void> {
  await Promise.all([
    page.waitForURL(/\?/),
    page.getByTestId('cost-form').getByRole('button').click(),
  ]);
}

for (const { region, locale, javaScript } of JOURNEYS) {
  test(`the cost of buying a home in ${region}, from its page to the calculator, in ${locale} (JavaScript ${javaScript ? 'on' : 'off'})`, async ({
    browser,
  }) => {
    const t = MESSAGES[locale].Costs;
    const listing = homeIn(region);
    const subject = costSubject(listing)!;
    const day = isoDay();
    const ownHome = purchaseCosts(subjectInput(subject, 'own-home'), day);
    const other = purchaseCosts(subjectInput(subject, 'other'), day);
    const page = await newPage(browser, javaScript);

    // the detail page: both situations, with the region's rules
    await page.goto(listingPath(listing.id, locale));
    const section = page.getByTestId('purchase-costs');
    await expect(section).toHaveAttribute('data-region', region);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(t.section.title);
    await expect(section.locator('[data-cost="tax"][data-situation="own-home"]')).toContainText(
      formatCurrency(ownHome.tax.amount, locale),
    );
    await expect(section.locator('[data-cost="tax"][data-situation="other"]')).toContainText(
      formatCurrency(other.tax.amount, locale),
    );
    await expect(section.locator('[data-cost="total"][data-situation="own-home"]')).toContainText(
      formatCurrency(ownHome.total, locale),
    );
    expect(other.tax.amount).toBeGreaterThan(ownHome.tax.amount);

    // its link opens the calculator with the property's figures
    await Promise.all([
      page.waitForURL(/price=/),
      section.getByTestId('purchase-costs-link').click(),
    ]);
    expect(new URL(page.url()).pathname).toBe(localizedPath('/purchase-costs', locale));
    await expect(page.locator('#cost-price')).toHaveValue(String(subject.price));
    await expect(page.locator(`input[name="region"][value="${region}"]`)).toBeChecked();
    const result = page.getByTestId('cost-result');
    await expect(result).toHaveAttribute('data-region', region);
    await expect(result.locator('[data-cost="total"]')).toHaveAttribute(
      'data-amount',
      String(ownHome.total),
    );
    await expect(result.locator('[data-cost="total"] dd')).toHaveText(
      formatCurrency(ownHome.total, locale),
    );

    // another situation and a loan of the visitor's own
    await page.locator('input[name="situation"][value="other"]').check();
    await page.locator('#cost-ownFunds').fill('150000');
    await page.locator('#cost-rate').fill('3,2');
    await page.locator('#cost-years').fill('20');
    await submit(page);
    expect(new URL(page.url()).searchParams.get('situation')).toBe('other');
    const loan = financing(other.allIn, 150_000, 0.032, 20);
    await expect(result.locator('[data-cost="tax"]')).toHaveAttribute(
      'data-amount',
      String(other.tax.amount),
    );
    await expect(result.locator('[data-cost="monthly"]')).toHaveAttribute(
      'data-amount',
      String(loan.monthly),
    );
    await expect(result.locator('[data-cost="monthly"] dd')).toHaveText(
      formatCurrency(loan.monthly, locale),
    );
    await expect(page.locator('#cost-rate')).toHaveValue('3,2');

    // a price that is not one: a translated error at the field, the input kept, no result
    await page.locator('#cost-price').fill('a lot');
    await submit(page);
    await expect(page.getByTestId('cost-errors')).toHaveText(t.errors.banner);
    await expect(page.locator('#price-error')).toHaveText(t.errors.price);
    await expect(page.locator('#cost-price')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#cost-price')).toHaveValue('a lot');
    await expect(page.getByTestId('cost-result')).toHaveCount(0);
    await page.context().close();
  });
}

test('the calculator alone: an own home in Brussels pays no duty on the first part, without JavaScript', async ({
  browser,
}) => {
  const page = await newPage(browser, false);
  const response = await page.goto(
    `${localizedPath('/purchase-costs', 'fr')}?price=400+000&region=brussels`,
  );
  expect(response?.status()).toBe(200);
  const result = page.getByTestId('cost-result');
  // 12.5 % of 400,000 less the 200,000 abatement
  await expect(result.locator('[data-cost="tax"]')).toHaveAttribute('data-amount', '25000');
  await expect(result).toContainText(
    fr.Costs.result.abatement.replace('{amount}', formatCurrency(200_000, 'fr')),
  );
  const costs = purchaseCosts(
    {
      price: 400_000,
      region: 'brussels',
      situation: 'own-home',
      kind: 'home',
      newBuild: false,
      buyers: 1,
    },
    isoDay(),
  );
  await expect(result.locator('[data-cost="loan"]')).toHaveAttribute(
    'data-amount',
    String(costs.allIn - defaultOwnFunds(400_000)),
  );
  await expect(page.getByTestId('cost-rules')).toContainText('12,5');
  await page.context().close();
});

test.describe('accessibility of the cost of buying', () => {
  test.describe.configure({ timeout: 90_000 });

  // each width in one language (English at 1280 px, French at 390 px): the languages share every
  // element and colour; both at both widths cost some 11 test-seconds more on an idle machine
  for (const [viewport, locale] of [
    [{ width: 1280, height: 800 }, 'en'],
    [{ width: 390, height: 844 }, 'fr'],
  ] as const) {
    test(`axe finds no violations on the calculator, its result and its errors, and the detail page's section, in ${locale} at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(`${localizedPath('/purchase-costs', locale)}?price=350000&region=wallonia`);
      await expect(page.getByTestId('cost-result')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(`${localizedPath('/purchase-costs', locale)}?price=x&region=mars&rate=99`);
      await expect(page.getByTestId('cost-errors')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(listingPath(homeIn('flanders').id, locale));
      expect(await axeViolations(page, ['[data-testid="purchase-costs"]'])).toEqual([]);
    });
  }
});
