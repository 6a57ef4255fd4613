import type { Page } from '@playwright/test';
import { listCities, listTypes, search, searchBoxMatches } from '../lib/data';
import de from '../messages/de.json';
import en from '../messages/en.json';
import fr from '../messages/fr.json';
import nl from '../messages/nl.json';
import { expect, openPage, test } from './support/fixtures';
import type { Locale } from './support/routes';

const MESSAGES = { en, fr, nl, de } as const;

function box(page: Page) {
  return {
    input: page.getByRole('combobox'),
    button: page.getByTestId('search-box-button'),
    panel: page.getByTestId('search-box-panel'),
    options: page.getByTestId('search-box-option'),
    group: (name: string) => page.getByRole('group', { name }),
  };
}

test.describe('home search box', () => {
  for (const locale of ['en', 'fr'] as Locale[]) {
    const t = MESSAGES[locale].Listing.searchBox;

    test(`opens on focus with every type, closes on blur, and the button toggles it (${locale})`, async ({
      page,
    }) => {
      await openPage(page, `/${locale}/`);
      const { input, button, panel, group } = box(page);
      await expect(panel).toBeHidden();
      await input.focus();
      await expect(panel).toBeVisible();
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      const types = group(t.types);
      for (const type of listTypes(locale))
        await expect(types.getByText(type.name, { exact: true }).first()).toBeVisible();
      await expect(group(t.cities)).toHaveCount(0);
      await expect(group(t.properties)).toHaveCount(0);
      // blur
      await page.getByRole('heading', { level: 1 }).click();
      await expect(panel).toBeHidden();
      await expect(input).toHaveAttribute('aria-expanded', 'false');
      // the button opens, then closes
      await button.click();
      await expect(panel).toBeVisible();
      await expect(input).toBeFocused();
      await button.click();
      await expect(panel).toBeHidden();
    });
  }

  test('matches a city by its accent-stripped name and links each goal with name|postcode', async ({
    page,
  }) => {
    await openPage(page, '/fr/');
    const { input, group } = box(page);
    await input.fill('liege');
    const cities = group(fr.Listing.searchBox.cities);
    await expect(cities).toBeVisible();
    const liege = listCities('fr').find((city) => city.zip === '4000')!;
    const sale = cities.getByRole('option').filter({ hasText: fr.Listing.searchBox.forSale });
    if (liege.saleCount > 0) {
      await expect(sale).toHaveAttribute(
        'href',
        `/fr/a-vendre/?city=${encodeURIComponent('Liège|4000')}`,
      );
      await expect(sale).toContainText(String(liege.saleCount));
    }
  });

  test('greys out a row whose count is 0: not a link, skipped by the arrow keys', async ({
    page,
  }) => {
    const city = listCities('en').find(
      (candidate) => candidate.saleCount > 0 && candidate.rentCount === 0,
    )!;
    await openPage(page, '/en/');
    const { input, group } = box(page);
    await input.fill(city.zip);
    const rows = group(en.Listing.searchBox.cities).getByRole('option');
    await expect(rows).toHaveCount(2);
    const rent = rows.filter({ hasText: en.Listing.searchBox.forRent });
    await expect(rent).toHaveAttribute('aria-disabled', 'true');
    await expect(rent).not.toHaveAttribute('href', /./);
    await expect(rent).toContainText(en.Listing.searchBox.count.match(/=0 \{([^}]+)\}/)![1]!);
    // the "search these words" row comes first
    await input.press('ArrowDown');
    await input.press('ArrowDown');
    await expect(rows.first()).toHaveAttribute('aria-selected', 'true');
    await input.press('ArrowDown');
    await input.press('ArrowDown');
    await expect(rows.first(), 'the greyed row is skipped and the list wraps').toHaveAttribute(
      'aria-selected',
      'true',
    );
    await input.press('Enter');
    await expect(page).toHaveURL(
      new RegExp(
        `/en/for-sale/\\?city=${encodeURIComponent(`${city.name}|${city.zip}`).replace(/[|%]/g, '.')}`,
      ),
    );
    await expect(page.getByTestId('listing-card')).toHaveCount(Math.min(12, city.saleCount));
  });

  test('finds a property by its reference, with a 60×60 thumbnail, and Escape closes then clears', async ({
    page,
  }) => {
    const listing = search('nl', { goal: 'rent' }).items[2]!;
    await openPage(page, '/nl/');
    const { input, panel, group } = box(page);
    await input.fill(listing.reference.toLowerCase());
    const row = group(nl.Listing.searchBox.properties).getByRole('option').first();
    await expect(row).toContainText(listing.reference);
    const thumbnail = row.locator('img');
    await expect(thumbnail).toHaveJSProperty('width', 60);
    await expect(thumbnail).toHaveJSProperty('height', 60);
    await expect(page.getByTestId('search-box-status')).toHaveText(
      `${nl.Listing.searchBox.wordsHint} 1 suggestie`,
    );
    await input.press('Escape');
    await expect(panel).toBeHidden();
    await expect(input).toHaveValue(listing.reference.toLowerCase());
    await input.press('Escape');
    await expect(input).toHaveValue('');
    await input.fill(listing.reference);
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/${listing.id}/$`));
  });

  test('shows the no-match text and searches by keyword on Enter (de)', async ({ page }) => {
    await openPage(page, '/de/');
    const { input, panel } = box(page);
    await input.fill('zzzqqq');
    await expect(panel).toContainText(de.Listing.searchBox.noMatch);
    expect(searchBoxMatches('de', 'zzzqqq').types).toEqual([]);
    // Enter searches the words: the server finds no filter in them and keeps them as the keyword
    await input.press('Enter');
    await expect(page).toHaveURL(/\/de\/zu-verkaufen\/\?q=zzzqqq/);
  });
});
