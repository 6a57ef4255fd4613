import { describe, expect, it } from 'vitest';
import { activeFilters, wideningsOf, withoutFilter, withoutFilters } from '@/lib/data/list-filters';
import { countMatches, searchListings, type SearchQuery } from '@/lib/data/search';
import { parseSearchParams } from '@/lib/data/search-params';
import { shipped } from './support';

const index = shipped().store.byLocale.get('en')!;

describe('active filters (the chips of a list search)', () => {
  it('are every filter the URL sets, in the form’s order, and nothing for sort, page or view', () => {
    const { query } = parseSearchParams('sale', {
      city: ['Ghent|9000', 'Namur|5000'],
      type: ['2', '1'],
      min: '200000',
      max: '500000',
      bedrooms: '2',
      living: '90',
      epc: 'c',
      feature: ['garden', 'lift'],
      q: 'loft',
      area: '4.2,50.75,4.55,50.95',
      sort: 'price-asc',
      page: '3',
      view: 'list',
    });
    expect(activeFilters(query).map((filter) => filter.id)).toEqual([
      'city:Ghent|9000',
      'city:Namur|5000',
      'type:2',
      'type:1',
      'priceMin',
      'priceMax',
      'bedrooms',
      'living',
      'epc',
      'feature:garden',
      'feature:lift',
      'keyword',
      'area',
    ]);
    expect(activeFilters(query).at(-1)).toEqual({
      id: 'area',
      kind: 'area',
      value: [4.2, 50.75, 4.55, 50.95],
    });
    expect(activeFilters({ goal: 'rent', sort: 'price-desc', page: 2 })).toEqual([]);
  });

  it('each come off alone, leaving the others, the sort and page one', () => {
    const query: SearchQuery = {
      goal: 'sale',
      cities: ['Ghent|9000', 'Namur|5000'],
      types: [1, 2],
      priceMax: 500000,
      features: ['garden', 'lift'],
      keyword: 'loft',
      sort: 'price-asc',
      page: 4,
    };
    const [ghent, , type1, , max, garden, , keyword] = activeFilters(query);
    expect(withoutFilter(query, ghent!)).toEqual({
      ...query,
      cities: ['Namur|5000'],
      page: 1,
    });
    expect(withoutFilter(query, type1!).types).toEqual([2]);
    expect(withoutFilter(query, max!).priceMax).toBeUndefined();
    expect(withoutFilter(query, garden!).features).toEqual(['lift']);
    expect(withoutFilter(query, keyword!).keyword).toBeUndefined();
    expect(query.cities).toHaveLength(2); // the search itself is untouched
    const inArea: SearchQuery = { goal: 'rent', area: [4.2, 50.75, 4.55, 50.95], keyword: 'loft' };
    const area = activeFilters(inArea).find((filter) => filter.kind === 'area')!;
    expect(withoutFilter(inArea, area)).toEqual({ goal: 'rent', keyword: 'loft', page: 1 });
  });

  it('all come off together, keeping the goal and the sort', () => {
    const { query } = parseSearchParams('rent', {
      city: 'Ghent|9000',
      bedrooms: '3',
      epc: 'B',
      sort: 'price-desc',
    });
    const bare = withoutFilters(query);
    expect(activeFilters(bare)).toEqual([]);
    expect(bare.goal).toBe('rent');
    expect(bare.sort).toBe('price-desc');
  });
});

describe('counts', () => {
  it('count the same listings as the search finds', () => {
    for (const query of [
      { goal: 'sale' },
      { goal: 'rent', bedroomsMin: 2 },
      { goal: 'sale', types: [1], priceMax: 400000 },
      { goal: 'sale', features: ['garden'], epcMax: 'C' },
    ] satisfies SearchQuery[])
      expect(countMatches(index, query)).toBe(searchListings(index, query).total);
  });
});

describe('widening an empty search', () => {
  const count = (filters: SearchQuery) => countMatches(index, filters);

  it('names each filter whose removal alone finds something, with that count, largest first', () => {
    const query: SearchQuery = {
      goal: 'sale',
      priceMax: 1,
      features: ['garden'],
      keyword: 'xyzzyplugh',
    };
    expect(count(query)).toBe(0);
    // only two filters at once are impossible: dropping either one still finds nothing
    expect(wideningsOf(query, count)).toEqual([]);
    const one: SearchQuery = { goal: 'sale', priceMax: 1, features: ['garden'] };
    const widenings = wideningsOf(one, count);
    expect(widenings.map(({ filter }) => filter.id)).toEqual(['priceMax']);
    expect(widenings[0]!.count).toBe(count({ goal: 'sale', features: ['garden'] }));
  });

  it('orders by the count each removal gives', () => {
    const fake = (filters: SearchQuery) =>
      (filters.priceMax === undefined ? 5 : 0) + (filters.bedroomsMin === undefined ? 9 : 0);
    const widenings = wideningsOf(
      { goal: 'rent', priceMax: 900, bedroomsMin: 4, livingMin: 300 },
      fake,
    );
    expect(widenings).toEqual([
      { filter: { id: 'bedrooms', kind: 'bedrooms', value: 4 }, count: 9 },
      { filter: { id: 'priceMax', kind: 'priceMax', value: 900 }, count: 5 },
    ]);
  });
});
