import { describe, expect, it } from 'vitest';
import { searchBox, SEARCH_BOX_MAX_PROPERTIES } from '@/lib/data/search-box';
import { searchListings } from '@/lib/data/search';
import { shipped } from './support';

const fr = shipped().store.byLocale.get('fr')!;
const nl = shipped().store.byLocale.get('nl')!;
const de = shipped().store.byLocale.get('de')!;
const en = shipped().store.byLocale.get('en')!;

describe('the home search box', () => {
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

  it('finds a city by its name in any language and by its own name, from a page in any language', () => {
    // Gent is the city's own name: a French visitor who types it must find Gand
    expect(searchBox(fr, 'Gent').cities.map((city) => city.name)).toEqual(['Gand']);
    expect(searchBox(fr, 'ghent').cities.map((city) => city.name)).toEqual(['Gand']);
    expect(searchBox(nl, 'Gand').cities.map((city) => city.name)).toEqual(['Gent']);
    expect(searchBox(nl, 'Lüttich').cities.map((city) => city.name)).toEqual(['Luik']);
    expect(searchBox(de, 'Namen').cities.map((city) => city.name)).toEqual(['Namur']);
    expect(searchBox(en, 'Bruxelles').cities.map((city) => city.name)).toEqual(['Brussels']);
  });

  it('counts a suggestion as the list it opens: every listing of the type or city, for that goal', () => {
    for (const index of [fr, nl]) {
      for (const type of searchBox(index, '').types) {
        expect(type.saleCount, `type ${type.webId}`).toBe(
          searchListings(index, { goal: 'sale', types: [type.webId] }).total,
        );
        expect(type.rentCount, `type ${type.webId}`).toBe(
          searchListings(index, { goal: 'rent', types: [type.webId] }).total,
        );
      }
      for (const city of index.cities) {
        expect(city.saleCount, city.name).toBe(
          searchListings(index, { goal: 'sale', cities: [`${city.name}|${city.zip}`] }).total,
        );
        expect(city.rentCount, city.name).toBe(
          searchListings(index, { goal: 'rent', cities: [city.name] }).total,
        );
      }
    }
  });

  it('matches cities exactly, not by a part of their name', () => {
    expect(searchBox(fr, 'Lièg').cities).toEqual([]);
    expect(searchBox(fr, '400').cities).toEqual([]);
  });

  it('matches properties by reference when every token of the input is in it', () => {
    const listing = fr.listings[10]!;
    expect(searchBox(fr, listing.reference).properties.map((found) => found.id)).toEqual([
      listing.id,
    ]);
    const [, year, number] = listing.reference.split('-');
    expect(searchBox(fr, `${number} ${year}`).properties.map((found) => found.id)).toContain(
      listing.id,
    );
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
