import { normalizeText } from './text-index';
import type { LocaleIndex } from './store';
import type { City, Listing, PropertyType } from '@/lib/model/types';

export type SearchBoxResult = { types: PropertyType[]; cities: City[]; properties: Listing[] };

export const SEARCH_BOX_MAX_PROPERTIES = 6;

/**
 * Home search box. An empty input shows every type and no city or property. Otherwise:
 * types whose name contains the input; cities whose postcode is the input or whose name in any
 * language is (accents and case ignored); properties whose reference holds every input token.
 */
export function searchBox(index: LocaleIndex, input: string): SearchBoxResult {
  const query = input.trim();
  if (query === '') return { types: index.types, cities: [], properties: [] };

  const stripped = normalizeText(query);
  const types = index.types.filter((type) => normalizeText(type.name).includes(stripped));
  // a city's name in any language (Gent, Gand, Ghent) or its postcode finds it
  const named = new Set(index.zipsByCityName.get(stripped) ?? []);
  const cities = index.cities.filter((city) => city.zip === query || named.has(city.zip));
  const mask = index.references.match(query, index.listings.length, true);
  const properties: Listing[] = [];
  if (mask) {
    for (
      let position = 0;
      position < mask.length && properties.length < SEARCH_BOX_MAX_PROPERTIES;
      position++
    ) {
      if (mask[position] === 1) properties.push(index.listings[position]!);
    }
  }
  return { types, cities, properties };
}
