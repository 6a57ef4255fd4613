import { describe, expect, it } from 'vitest';
import { searchBox, SEARCH_BOX_MAX_PROPERTIES } from '@/lib/data/search-box';
import { shipped } from './support';

const fr = shipped().store.byLocale.get('fr')!;
const nl = shipped().store.byLocale.get('nl')!;

describe('the home search box (§2)', () => {
  it('shows every type and no city or property for an empty input', () => {
    const result = searchBox(fr, '   ');
    expect(result.types.map((type) => type.webId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(result.cities).toEqual([]);
    expect(result.properties).toEqual([]);
  });

  it('matches a city by its exact name in any letter case, by postcode, and without accents', () => {
    expect(searchBox(fr, 'liège').cities.map((city) => city.zip)).toEqual(['4000']);
    expect(searchBox(fr, 'LIEGE').cities.map((city) => city.zip)).toEqual(['4000']);
    expect(searchBox(fr, '4000').cities.map((city) => city.name)).toEqual(['Liège']);
    expect(searchBox(nl, 'luik').cities.map((city) => city.zip)).toEqual(['4000']);
  });

  it('matches cities exactly, not by a part of their name', () => {
    expect(searchBox(fr, 'Lièg').cities).toEqual([]);
    expect(searchBox(fr, '400').cities).toEqual([]);
  });

  it('matches properties by reference when every token of the input is in it', () => {
    const listing = fr.listings[10]!;
    expect(searchBox(fr, listing.reference).properties.map((found) => found.id)).toEqual([listing.id]);
    const [, year, number] = listing.reference.split('-');
    expect(searchBox(fr, `${number} ${year}`).properties.map((found) => found.id)).toContain(listing.id);
    expect(searchBox(fr, `${number} 1999`).properties).toEqual([]);
  });

  it('lists at most a handful of properties', () => {
    expect(searchBox(fr, 'HI').properties.length).toBe(SEARCH_BOX_MAX_PROPERTIES);
  });

  it('narrows the types to those whose name contains the input', () => {
    expect(searchBox(fr, 'appart').types.map((type) => type.webId)).toEqual([1]);
    expect(searchBox(nl, 'grond').types.map((type) => type.webId)).toEqual([4]);
  });
});
