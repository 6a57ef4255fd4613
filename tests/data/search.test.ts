import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EPC_LETTERS, FEATURES, searchListings, type SearchQuery } from '@/lib/data/search';
import { normalizeText } from '@/lib/data/text-index';
import type { Listing } from '@/lib/model/types';
import { shipped } from './support';

const index = shipped().store.byLocale.get('fr')!;
const all = index.listings;

/** The obvious, slow implementation that the indexed search must agree with. */
function naive(query: SearchQuery): Listing[] {
  const tokens = query.keyword
    ? normalizeText(query.keyword)
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean)
    : [];
  const matches = all.filter((listing) => {
    if (listing.goal !== query.goal) return false;
    if (query.cities?.length) {
      const ok = query.cities.some((value) => {
        const [name, zip] = value.split('|');
        return zip
          ? zip === listing.place.zip
          : /^\d{4}$/.test(name!)
            ? name === listing.place.zip
            : normalizeText(name!) === normalizeText(listing.place.city);
      });
      if (!ok) return false;
    }
    if (query.types?.length && !query.types.some((type) => listing.typeIds.includes(type)))
      return false;
    if ((query.priceMin !== undefined || query.priceMax !== undefined) && listing.price === null)
      return false;
    if (query.priceMin !== undefined && listing.price! < query.priceMin) return false;
    if (query.priceMax !== undefined && listing.price! > query.priceMax) return false;
    if (query.bedroomsMin !== undefined && (listing.rooms.bedrooms ?? 0) < query.bedroomsMin)
      return false;
    if (query.livingMin !== undefined && (listing.surfaces.living ?? 0) < query.livingMin)
      return false;
    if (query.epcMax) {
      const label = listing.energy.label?.label;
      if (!label || label[0]!.toUpperCase() > query.epcMax) return false;
    }
    for (const feature of query.features ?? []) {
      if (
        feature === 'parking' &&
        (listing.parking.garages ?? 0) + (listing.parking.parkings ?? 0) === 0
      )
        return false;
      if (feature === 'price-lowered') {
        const last = listing.priceHistory.at(-1);
        if (!last || last.price >= last.previous) return false;
      } else if (feature !== 'parking' && listing.features[feature] !== true) return false;
    }
    const words = normalizeText(
      [
        listing.headline,
        listing.description,
        listing.place.city,
        listing.place.zip,
        listing.reference,
        listing.typeName,
        listing.place.street,
      ].join(' '),
    ).split(/[^\p{L}\p{N}]+/u);
    if (query.area) {
      const [west, south, east, north] = query.area;
      const { latitude, longitude } = listing.place;
      if (longitude < west || longitude > east || latitude < south || latitude > north)
        return false;
    }
    return tokens.every((token) => words.some((word) => word.startsWith(token)));
  });
  const price = (listing: Listing, direction: number) =>
    listing.price === null ? Infinity : listing.price * direction;
  const compare = {
    newest: (a: Listing, b: Listing) => b.createdAt.localeCompare(a.createdAt),
    'price-asc': (a: Listing, b: Listing) => price(a, 1) - price(b, 1),
    'price-desc': (a: Listing, b: Listing) => price(a, -1) - price(b, -1),
    'price-lowered': (a: Listing, b: Listing) => {
      const dropDay = (listing: Listing) => {
        const last = listing.priceHistory.at(-1);
        return last && last.price < last.previous ? last.date : '';
      };
      const order = dropDay(b).localeCompare(dropDay(a));
      return order || (dropDay(a) ? 0 : b.createdAt.localeCompare(a.createdAt));
    },
  }[query.sort ?? 'newest'];
  return matches.sort((a, b) => compare(a, b) || a.id - b.id);
}

const cityValues = index.cities.map((city) => `${city.name}|${city.zip}`);

const queryArbitrary: fc.Arbitrary<SearchQuery> = fc.record(
  {
    goal: fc.constantFrom('sale' as const, 'rent' as const),
    cities: fc.array(fc.constantFrom(...cityValues), { maxLength: 2 }),
    types: fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 2 }),
    priceMin: fc.constantFrom(100, 900, 150_000, 300_000),
    priceMax: fc.constantFrom(1_500, 2_500, 450_000, 900_000),
    bedroomsMin: fc.integer({ min: 0, max: 4 }),
    livingMin: fc.constantFrom(40, 80, 120),
    epcMax: fc.constantFrom(...EPC_LETTERS),
    features: fc.subarray([...FEATURES], { maxLength: 2 }),
    keyword: fc.constantFrom('jardin', 'terrasse lumin', 'gare', 'cave', 'HI-2026', 'rénové'),
    // Brussels and around, Wallonia's south, Flanders' coast, nowhere
    area: fc.constantFrom<[number, number, number, number]>(
      [4.2, 50.75, 4.55, 50.95],
      [4.5, 49.4, 6.4, 50.5],
      [2.5, 50.9, 3.5, 51.4],
      [-10, 10, -9, 11],
    ),
    sort: fc.constantFrom('newest' as const, 'price-asc' as const, 'price-desc' as const),
    page: fc.integer({ min: 1, max: 3 }),
    perPage: fc.constantFrom(5, 12),
  },
  { requiredKeys: ['goal'] },
);

describe('searchListings', () => {
  it('agrees with a plain filter-and-sort over the whole data set, for any combination of filters', () => {
    fc.assert(
      fc.property(queryArbitrary, (query) => {
        const expected = naive(query);
        const result = searchListings(index, query);
        const perPage = query.perPage ?? 12;
        expect(result.total).toBe(expected.length);
        expect(result.pageCount).toBe(Math.max(1, Math.ceil(expected.length / perPage)));
        const page = Math.min(query.page ?? 1, result.pageCount);
        expect(result.items.map((listing) => listing.id)).toEqual(
          expected.slice((page - 1) * perPage, page * perPage).map((listing) => listing.id),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('keeps only the listings inside a searched area of the map, its edges included', () => {
    const some = searchListings(index, { goal: 'sale', perPage: 48 }).items[0]!;
    const { latitude: lat, longitude: lng } = some.place;
    const onEdge = searchListings(index, {
      goal: 'sale',
      area: [lng, lat, lng + 0.5, lat + 0.5],
      perPage: 48,
    });
    expect(onEdge.items.map((listing) => listing.id)).toContain(some.id);
    const beside = searchListings(index, {
      goal: 'sale',
      area: [lng + 0.000001, lat, lng + 0.5, lat + 0.5],
      perPage: 48,
    });
    expect(beside.items.map((listing) => listing.id)).not.toContain(some.id);
    expect(searchListings(index, { goal: 'sale', area: [-10, 10, -9, 11] }).total).toBe(0);
  });

  it('keeps only one goal: Goal 0 for sale, anything else for rent', () => {
    const sale = searchListings(index, { goal: 'sale', perPage: 48 });
    const rent = searchListings(index, { goal: 'rent', perPage: 48 });
    expect(sale.total + rent.total).toBe(all.length);
    expect(sale.items.every((listing) => listing.goal === 'sale')).toBe(true);
  });

  it('reads the city parameter as "name|postcode", a bare postcode, or a bare name in any case and accents', () => {
    const ghent = index.cities.find((city) => city.zip === '9000')!;
    const byPair = searchListings(index, { goal: 'sale', cities: [`${ghent.name}|9000`] }).total;
    expect(byPair).toBeGreaterThan(0);
    expect(searchListings(index, { goal: 'sale', cities: ['9000'] }).total).toBe(byPair);
    expect(searchListings(index, { goal: 'sale', cities: ['GAND'] }).total).toBe(byPair);
    const liege = searchListings(index, { goal: 'sale', cities: ['liege'] }).total;
    expect(liege).toBe(searchListings(index, { goal: 'sale', cities: ['Liège|4000'] }).total);
  });

  it('finds an investment property under its secondary apartment type too (WebIDs)', () => {
    const investment = all.find((listing) => listing.typeId === 7)!;
    const apartments = searchListings(index, { goal: investment.goal, types: [1], perPage: 48 });
    expect(investment.typeIds).toContain(1);
    expect(apartments.total).toBeGreaterThan(
      searchListings(index, { goal: investment.goal, types: [1], keyword: 'zzzz' }).total,
    );
  });

  it('leaves out listings without a published price as soon as a price bound is set, and sorts them last', () => {
    const unpriced = all.filter((listing) => listing.price === null);
    expect(unpriced.length).toBeGreaterThan(0);
    const goal = unpriced[0]!.goal;
    const bounded = searchListings(index, { goal, priceMin: 0, perPage: 48 });
    expect(bounded.items.some((listing) => listing.price === null)).toBe(false);
    for (const sort of ['price-asc', 'price-desc'] as const) {
      const result = searchListings(index, { goal, sort, perPage: 48, page: 99 });
      expect(result.items.at(-1)!.price).toBeNull();
    }
  });

  it('pages in the "page X of Y [Z listings]" shape, clamping a page past the end to the last one', () => {
    const result = searchListings(index, { goal: 'sale', perPage: 10, page: 999 });
    expect(result.page).toBe(result.pageCount);
    expect(result.items.length).toBe(result.total - (result.pageCount - 1) * 10);
    expect(searchListings(index, { goal: 'sale', perPage: 1000 }).perPage).toBe(48);
    expect(searchListings(index, { goal: 'sale', page: -3 }).page).toBe(1);
  });

  it('answers an impossible search with no listings and one empty page', () => {
    expect(searchListings(index, { goal: 'rent', keyword: 'xyzzyplugh' })).toMatchObject({
      total: 0,
      items: [],
      page: 1,
      pageCount: 1,
    });
  });
});

describe('the energy-label filter', () => {
  it('keeps Luxembourg H and I labels out of "G at most"', () => {
    const { pageCount, total } = searchListings(index, { goal: 'sale', epcMax: 'G', perPage: 48 });
    const all = Array.from(
      { length: pageCount },
      (_, page) =>
        searchListings(index, { goal: 'sale', epcMax: 'G', perPage: 48, page: page + 1 }).items,
    ).flat();
    expect(all).toHaveLength(total);
    expect(
      index.listings.some((listing) => ['h', 'i'].includes(listing.energy.label?.label ?? '')),
    ).toBe(true);
    expect(all.some((listing) => ['h', 'i'].includes(listing.energy.label?.label ?? ''))).toBe(
      false,
    );
  });
});
