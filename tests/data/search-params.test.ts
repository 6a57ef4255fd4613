import { describe, expect, it } from 'vitest';
import { parseSearchParams, toQuery } from '@/lib/data/search-params';

describe('list page search parameters', () => {
  it('reads every filter of the URL', () => {
    const { query, view } = parseSearchParams('sale', {
      city: ['Gent|9000', 'Bruxelles|1000'],
      type: ['1', '2'],
      min: '150000',
      max: '450000',
      bedrooms: '2',
      living: '80',
      epc: 'c',
      feature: ['garden', 'lift'],
      q: ' jardin ',
      sort: 'price-asc',
      page: '3',
      view: 'list',
    });
    expect(query).toMatchObject({
      goal: 'sale',
      cities: ['Gent|9000', 'Bruxelles|1000'],
      types: [1, 2],
      priceMin: 150000,
      priceMax: 450000,
      bedroomsMin: 2,
      livingMin: 80,
      epcMax: 'C',
      features: ['garden', 'lift'],
      keyword: 'jardin',
      sort: 'price-asc',
      page: 3,
    });
    expect(view).toBe('list');
  });

  it('drops values that make no sense instead of failing', () => {
    const { query, view } = parseSearchParams('rent', {
      type: ['9', 'x'],
      min: '-5',
      max: 'lots',
      bedrooms: '0',
      epc: 'Z',
      feature: 'pool',
      sort: 'random',
      page: '0',
      view: 'gallery',
    });
    expect(query).toMatchObject({ goal: 'rent', types: [], features: [], page: 1 });
    expect(query.priceMin).toBeUndefined();
    expect(query.priceMax).toBeUndefined();
    expect(query.bedroomsMin).toBeUndefined();
    expect(query.epcMax).toBeUndefined();
    expect(query.sort).toBeUndefined();
    expect(view).toBe('cards');
  });

  it('writes a search back to a query that reads the same, leaving defaults out', () => {
    const params = { city: 'Gent|9000', type: '2', min: '100000', feature: 'garden', sort: 'price-desc', page: '2', view: 'list' };
    const { query, view } = parseSearchParams('sale', params);
    const written = toQuery(query, view);
    expect(parseSearchParams('sale', written)).toEqual({ query, view });
    expect(toQuery(query, view, { page: 1, view: 'cards' })).not.toHaveProperty('page');
    expect(toQuery(query, view, { page: 1, view: 'cards' })).not.toHaveProperty('view');
  });
});
