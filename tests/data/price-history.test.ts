import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { parseSearchParams } from '@/lib/data/search-params';
import { searchListings } from '@/lib/data/search';
import {
  hasRecentDrop,
  historyFromFeed,
  lastDrop,
  lastDropTime,
  mergeHistory,
} from '@/lib/data/price-history';
import { realEstateListing } from '@/lib/seo/json-ld';
import { shipped } from './support';

const DAY = 86_400_000;

describe('price history', () => {
  it('reads the feed’s changes as entries whose new price is the next previous price, the last the current one', () => {
    expect(
      historyFromFeed(
        [
          { Date: '2026-10-06', PreviousPrice: 6525 },
          { Date: '2026-07-29', PreviousPrice: 7100 },
        ],
        6225,
      ),
    ).toEqual([
      { date: '2026-07-29', previous: 7100, price: 6525 },
      { date: '2026-10-06', previous: 6525, price: 6225 },
    ]);
    expect(historyFromFeed(undefined, 100)).toEqual([]);
  });

  it('keeps the feed’s history and adds only the changes an import recorded after it', () => {
    const own = [{ date: '2026-09-01', previous: 300_000, price: 290_000 }];
    const recorded = [
      { date: '2026-08-01T10:00:00.000Z', previous: 310_000, price: 300_000 },
      { date: '2026-11-20T10:00:00.000Z', previous: 290_000, price: 280_000 },
    ];
    expect(mergeHistory(own, recorded)).toEqual([own[0], recorded[1]]);
    expect(mergeHistory([], recorded)).toEqual(recorded);
  });

  it('calls the last change a drop only when it lowered the price', () => {
    const drop = { date: '2026-10-12', previous: 450_000, price: 425_000 };
    const rise = { date: '2026-10-20', previous: 425_000, price: 440_000 };
    expect(lastDrop([drop])).toEqual(drop);
    expect(lastDrop([drop, rise])).toBeNull();
    expect(lastDrop([])).toBeNull();
    expect(lastDropTime([drop, rise])).toBe(Number.NEGATIVE_INFINITY);
    expect(lastDropTime([drop])).toBe(Date.parse('2026-10-12'));
  });

  it('shows the card badge for a drop of the last 60 days only, never for a future date', () => {
    const history = [{ date: '2026-10-12', previous: 450_000, price: 425_000 }];
    const day = Date.parse('2026-10-12');
    expect(hasRecentDrop(history, day + 10 * DAY)).toBe(true);
    expect(hasRecentDrop(history, day + 60 * DAY)).toBe(true);
    expect(hasRecentDrop(history, day + 61 * DAY)).toBe(false);
    expect(hasRecentDrop(history, day - DAY)).toBe(false);
  });
});

describe('price history in the shipped data set', () => {
  const { payload, store } = shipped();
  const en = store.byLocale.get('en')!;
  const lowered = en.listings.filter((listing) => lastDrop(listing.priceHistory));

  it('gives a share of the listings still on offer a lowered price, the same in every language', () => {
    expect(lowered.length).toBeGreaterThanOrEqual(10);
    expect(lowered.some((listing) => listing.goal === 'sale')).toBe(true);
    expect(lowered.some((listing) => listing.goal === 'rent')).toBe(true);
    for (const listing of lowered) {
      expect(listing.unavailable).toBe(false);
      expect(listing.price).not.toBeNull();
      expect(listing.priceHistory.at(-1)!.price).toBe(listing.price);
      expect(Date.parse(listing.priceHistory[0]!.date)).toBeGreaterThan(
        Date.parse(listing.createdAt),
      );
      for (const locale of LOCALES)
        expect(store.byLocale.get(locale)!.byId.get(listing.id)!.priceHistory).toEqual(
          listing.priceHistory,
        );
    }
    expect(payload.listings.filter((record) => record.PriceChanges).length).toBe(
      lowered.length * LOCALES.length,
    );
  });

  it('filters on ?feature=price-lowered and sorts on ?sort=price-lowered, latest drop first', () => {
    for (const goal of ['sale', 'rent'] as const) {
      const { query } = parseSearchParams(goal, {
        feature: 'price-lowered',
        sort: 'price-lowered',
      });
      const result = searchListings(en, { ...query, perPage: 48 });
      const expected = lowered.filter((listing) => listing.goal === goal);
      expect(result.total).toBe(expected.length);
      const days = result.items.map((listing) => lastDropTime(listing.priceHistory));
      expect(days).toEqual([...days].sort((a, b) => b - a));

      const { query: sorted } = parseSearchParams(goal, { sort: 'price-lowered' });
      const all = searchListings(en, { ...sorted, perPage: 48 });
      expect(all.items.slice(0, expected.length).map((listing) => listing.id)).toEqual(
        result.items.map((listing) => listing.id),
      );
    }
  });

  it('gives the current (lowered) price in the JSON-LD Offer, not the previous one', () => {
    const listing = lowered.find((item) => item.goal === 'sale')!;
    const document = realEstateListing(listing, {
      url: 'https://site.example/x/',
      imageUrls: [],
      agencyId: 'https://site.example/#agency',
    }) as unknown as { offers: { price: number } };
    expect(document.offers.price).toBe(listing.price);
    expect(document.offers.price).toBeLessThan(lastDrop(listing.priceHistory)!.previous);
  });
});
