import { allListings, type Listing } from '../lib/data';
import { hasRecentDrop, lastDrop, lastDropTime } from '../lib/data/price-history';
import { formatCurrency, formatDay } from '../lib/format/locale-format';
import en from '../messages/en.json';
import fr from '../messages/fr.json';
import { expect, openPage, test } from './support/fixtures';
import { listingPath, localizedPath, type Locale } from './support/routes';

const MESSAGES = { en, fr } as const;

/** Listings for sale whose price was lowered, latest drop first (as the list sorts them). */
const lowered = allListings('en')
  .filter((listing) => listing.goal === 'sale' && lastDrop(listing.priceHistory))
  .sort((a, b) => lastDropTime(b.priceHistory) - lastDropTime(a.priceHistory) || a.id - b.id);
const listing: Listing = lowered[0]!;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!);
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].flatMap(
    ([, text]) => [JSON.parse(text!)].flat() as Record<string, unknown>[],
  );
}

test.describe('price history', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const locale of ['en', 'fr'] as const satisfies Locale[]) {
    const t = MESSAGES[locale];

    test(`a detail page says when the price was lowered and from what, in ${locale}; its JSON-LD offers the current price`, async ({
      page,
    }) => {
      const drop = lastDrop(listing.priceHistory)!;
      await openPage(page, listingPath(listing.id, locale));
      const note = page.getByTestId('price-drop');
      await expect(note).toHaveText(
        fill(t.Listing.price.lowered, {
          date: formatDay(drop.date, locale),
          previous: formatCurrency(drop.previous, locale),
        }),
      );
      // a date as the language writes it, day before month: never "October 12, 2026"
      await expect(note).not.toContainText(/[A-Z][a-z]+ \d{1,2}, \d{4}/);
      await expect(note).toBeInViewport();
      await page.screenshot({ path: `test-results/price-history/detail-${locale}-1280.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(note).toBeInViewport();
      await page.screenshot({ path: `test-results/price-history/detail-${locale}-390.png` });

      const html = await page.content();
      const offer = jsonLdOf(html).find((document) => document['@type'] === 'RealEstateListing')
        ?.offers as { price: number };
      expect(offer.price).toBe(listing.price);
      expect(offer.price).toBeLessThan(drop.previous);
    });

    test(`the for-sale list filters on a lowered price and sorts by the latest drop without JavaScript, in ${locale}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 1280, height: 900 },
      });
      const page = await context.newPage();
      await page.goto(localizedPath('/for-sale', locale));
      // without JavaScript the filters stand beside the results, and the sort is a form of its own
      const filters = page.getByTestId('search-filters');
      await filters.getByLabel(t.Listing.filters.feature['price-lowered'], { exact: true }).check();
      await page.getByTestId('filters-apply').click();
      await expect(page).toHaveURL((url) =>
        url.searchParams.getAll('feature').includes('price-lowered'),
      );
      const sort = page.getByTestId('sort');
      await sort
        .getByLabel(t.Listing.list.sort.label)
        .selectOption(t.Listing.list.sort['price-lowered']);
      await sort.getByRole('button', { name: t.Listing.list.sort.submit }).click();

      await expect(page).toHaveURL(
        (url) =>
          url.searchParams.getAll('feature').includes('price-lowered') &&
          url.searchParams.get('sort') === 'price-lowered',
      );
      const cards = page.getByTestId('listing-card');
      await page.screenshot({ path: `test-results/price-history/list-${locale}-1280.png` });
      await expect(cards).toHaveCount(Math.min(12, lowered.length));
      const ids = await cards
        .getByRole('heading')
        .getByRole('link')
        .evaluateAll((links) =>
          links.map((link) => Number(/\/(\d+)\/$/.exec(link.getAttribute('href')!)![1])),
        );
      expect(ids).toEqual(lowered.slice(0, 12).map((item) => item.id));
      // the badge marks the cards of a recent drop, and only those
      const now = Date.now();
      for (const [index, item] of lowered.slice(0, 12).entries())
        await expect(cards.nth(index).getByTestId('price-drop-badge')).toHaveCount(
          hasRecentDrop(item.priceHistory, now) ? 1 : 0,
        );
      // the data set's drops are of autumn 2026: later, no card is recent and none has a badge
      if (hasRecentDrop(lowered[0]!.priceHistory, now))
        await expect(cards.first().getByTestId('price-drop-badge')).toHaveText(
          t.Listing.price.loweredBadge,
        );
      await context.close();
    });
  }
});
