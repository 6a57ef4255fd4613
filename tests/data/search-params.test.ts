import { describe, expect, it } from 'vitest';
import {
  paramsRecord,
  parseSearchParams,
  searchFromKey,
  searchKey,
  toQuery,
} from '@/lib/data/search-params';

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
    const params = {
      city: 'Gent|9000',
      type: '2',
      min: '100000',
      feature: 'garden',
      sort: 'price-desc',
      page: '2',
      view: 'list',
    };
    const { query, view } = parseSearchParams('sale', params);
    const written = toQuery(query, view);
    expect(parseSearchParams('sale', written)).toEqual({ query, view });
    expect(toQuery(query, view, { page: 1, view: 'cards' })).not.toHaveProperty('page');
    expect(toQuery(query, view, { page: 1, view: 'cards' })).not.toHaveProperty('view');
  });
});

describe('the searched area of the map (area=west,south,east,north)', () => {
  const area = (value: string | string[]) => parseSearchParams('sale', { area: value }).query.area;

  it('is read, rounded outwards to four decimals, and written back the same', () => {
    expect(area('4.30123456,50.80111,4.45209,50.90021')).toEqual([
      4.3012, 50.8011, 4.4521, 50.9003,
    ]);
    expect(area(' -0.00001 , -0.5, 0.00001, 0.5 ')).toEqual([-0.0001, -0.5, 0.0001, 0.5]);
    const { query, view } = parseSearchParams('sale', { area: '4.3,50.8,4.45,50.9', view: 'map' });
    expect(toQuery(query, view)).toEqual({ area: '4.3,50.8,4.45,50.9', view: 'map' });
    expect(area(['4.3,50.8,4.45,50.9', '1,1,2,2'])).toEqual([4.3, 50.8, 4.45, 50.9]);
  });

  it('clamps an area to the world and drops one that is no area, never failing the page', () => {
    expect(area('-200,-95,200,95')).toEqual([-180, -90, 180, 90]);
    for (const junk of [
      '',
      '4.3,50.8,4.45',
      '4.3,50.8,4.45,50.9,1',
      '4.45,50.8,4.3,50.9', // west east of east
      '4.3,50.9,4.45,50.8',
      '4.3,50.8,4.3,50.9', // no width
      'a,b,c,d',
      '4.3,,4.45,50.9',
      '1e3,50.8,4.45,50.9',
      'NaN,50.8,4.45,50.9',
      'Infinity,50.8,4.45,50.9',
      '0x10,50.8,4.45,50.9',
      `${'9'.repeat(200)},1,2,3`,
    ])
      expect(area(junk), junk).toBeUndefined();
  });

  it('makes every spelling of one area one search key, and another area another', () => {
    const key = (query: string) => searchKey('sale', new URLSearchParams(query));
    const one = key('area=4.3,50.8,4.45,50.9&view=map');
    expect(one).not.toBe('');
    expect(key('view=map&area=4.30000,50.80,4.4500,50.9000&page=1')).toBe(one);
    expect(key('view=map&area=4.29999999999,50.8,4.45,50.9')).toBe(one);
    expect(key('area=4.3,50.8,4.45,50.95&view=map')).not.toBe(one);
    expect(key('area=oops')).toBe('');
  });
});

describe('the normalised key of a list search (one cached page per search)', () => {
  const key = (query: string) => searchKey('sale', new URLSearchParams(query));

  it('is empty for the list without a search, and for a search of nothing but defaults or junk', () => {
    expect(key('')).toBe('');
    expect(key('page=1&view=cards&sort=newest')).toBe('');
    expect(key('utm_source=mail&epc=Z&type=99')).toBe('');
  });

  it('is the same for every spelling of one search', () => {
    const one = key('city=Namur&type=2&type=1&min=100000&epc=c');
    expect(one).not.toBe('');
    expect(key('epc=C&type=1&type=2&min=100000&city=Namur&page=1&utm_campaign=x')).toBe(one);
    expect(key('city=Namur&type=1&type=2&min=100000&epc=C&view=map')).not.toBe(one);
  });

  it('is path-safe and leads back to the same search', () => {
    const search = 'city=Li%C3%A8ge%7C4000&q=jardin%20%2F%20garage&feature=garden&page=3&view=list';
    const segment = key(search);
    expect(segment).toMatch(/^[A-Za-z0-9_-]+$/);
    const again = parseSearchParams('sale', searchFromKey(segment));
    expect(again).toEqual(parseSearchParams('sale', paramsRecord(new URLSearchParams(search))));
    expect(again.query).toMatchObject({
      cities: ['Liège|4000'],
      keyword: 'jardin / garage',
      features: ['garden'],
      page: 3,
    });
    expect(again.view).toBe('list');
  });

  it('stays short enough for one path segment whatever the visitor sends', () => {
    const hostile = new URLSearchParams();
    for (let index = 0; index < 50; index += 1)
      hostile.append('city', `${'x'.repeat(500)}${index}`);
    hostile.set('q', '🏠'.repeat(5000));
    expect(searchKey('rent', hostile).length).toBeLessThanOrEqual(4096);
  });

  it('reads an invalid key as the list without a search', () => {
    expect(searchFromKey('not a key!')).toEqual({});
    expect(searchFromKey('')).toEqual({});
  });
});
