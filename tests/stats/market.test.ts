import { describe, expect, it } from 'vitest';
import {
  comparableListings,
  daysOnMarket,
  marketComparison,
  median,
  MIN_COMPARABLES,
  pricePerArea,
  type MarketListing,
} from '@/lib/stats/market';

const NOW = Date.UTC(2026, 10, 25, 12);
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000).toISOString();

function listing(id: number, overrides: Partial<MarketListing> = {}): MarketListing {
  return {
    id,
    goal: 'sale',
    typeId: 2,
    region: 'flanders',
    price: 300_000,
    unavailable: false,
    createdAt: daysAgo(10),
    surfaces: { living: 100 },
    ...overrides,
  };
}

describe('comparable listings', () => {
  const subject = listing(1);
  it('are on the market now, with the same goal, type and region, priced within 25 %', () => {
    const candidates = [
      listing(1),
      listing(2),
      listing(3, { price: 225_000 }),
      listing(4, { price: 375_000 }),
      listing(5, { price: 224_999 }),
      listing(6, { price: 375_001 }),
      listing(7, { goal: 'rent', price: 300_000 }),
      listing(8, { typeId: 1 }),
      listing(9, { region: 'wallonia' }),
      listing(10, { unavailable: true }),
      listing(11, { price: null }),
    ];
    expect(comparableListings(subject, candidates).map((found) => found.id)).toEqual([2, 3, 4]);
  });

  it('are none for a property without a price or a region', () => {
    expect(comparableListings(listing(1, { price: null }), [listing(2)])).toEqual([]);
    expect(comparableListings(listing(1, { region: null }), [listing(2)])).toEqual([]);
  });
});

describe('the figures compared', () => {
  it('take the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('count whole days since publication, and a price per m² of living area', () => {
    expect(daysOnMarket({ createdAt: daysAgo(10.5) }, NOW)).toBe(10);
    expect(daysOnMarket({ createdAt: 'not a date' }, NOW)).toBeNull();
    expect(pricePerArea(listing(1, { price: 250_000, surfaces: { living: 120 } }))).toBe(2083);
    expect(pricePerArea(listing(1, { surfaces: { living: null } }))).toBeNull();
    expect(pricePerArea(listing(1, { price: null }))).toBeNull();
  });
});

describe('the comparison', () => {
  const subject = listing(1, { createdAt: daysAgo(30), price: 320_000, surfaces: { living: 160 } });
  const comparables = [
    listing(2, { createdAt: daysAgo(5), surfaces: { living: 100 } }),
    listing(3, { createdAt: daysAgo(20), surfaces: { living: 150 } }),
    listing(4, { createdAt: daysAgo(40), surfaces: { living: 120 } }),
    listing(5, { createdAt: daysAgo(60), surfaces: { living: null } }),
    listing(6, { createdAt: daysAgo(90), surfaces: { living: 200 } }),
  ];
  const activity = new Map([
    [1, { views: 140, requests: 3 }],
    [2, { views: 10, requests: 0 }],
    [3, { views: 40, requests: 1 }],
    [4, { views: 80, requests: 2 }],
    [6, { views: 200, requests: 6 }],
    // 5: never viewed nor asked about, which counts as 0
  ]);

  it('sets the property beside the medians of its comparables, and says how many', () => {
    expect(marketComparison(subject, comparables, activity, NOW)).toEqual({
      state: 'compared',
      count: 5,
      property: { views: 140, requests: 3, daysOnMarket: 30, pricePerArea: 2000 },
      median: {
        views: 40,
        requests: 1,
        daysOnMarket: 40,
        // 3,000 · 2,000 · 2,500 · 1,500 (no area for #5)
        pricePerArea: 2250,
      },
    });
  });

  it(`refuses with fewer than ${MIN_COMPARABLES} comparables, and names how many there are`, () => {
    const result = marketComparison(subject, comparables.slice(0, 4), activity, NOW);
    expect(result).toMatchObject({ state: 'too-few', count: 4 });
    expect(result).not.toHaveProperty('median');
  });

  it('has nothing to compare for a property without a price', () => {
    expect(marketComparison(listing(1, { price: null }), comparables, activity, NOW).state).toBe(
      'not-comparable',
    );
  });
});
