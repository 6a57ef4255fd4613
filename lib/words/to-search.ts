import { normaliseArea, type Area } from '@/lib/map/area';
import type { SearchQuery } from '@/lib/data/search';
import { parseWords, type WordsFilters } from './parse';
import type { WordsVocabulary } from './vocabulary';

const KM_PER_DEGREE = 111.32;

/** The map area around cities: a box reaching `km` from each centre, all of them in one box. */
export function areaAround(vocabulary: WordsVocabulary, zips: string[], km: number): Area | null {
  const boxes = zips.flatMap((zip) => {
    const city = vocabulary.cities.get(zip);
    if (!city || city.latitude === null || city.longitude === null) return [];
    const dLat = km / KM_PER_DEGREE;
    const dLng = km / (KM_PER_DEGREE * Math.cos((city.latitude * Math.PI) / 180));
    return [
      [city.longitude - dLng, city.latitude - dLat, city.longitude + dLng, city.latitude + dLat],
    ];
  });
  if (boxes.length === 0) return null;
  return normaliseArea([
    Math.min(...boxes.map((box) => box[0]!)),
    Math.min(...boxes.map((box) => box[1]!)),
    Math.max(...boxes.map((box) => box[2]!)),
    Math.max(...boxes.map((box) => box[3]!)),
  ]);
}

const zipOf = (value: string) => value.split('|').pop()!;

/**
 * The search a sentence asks for, on top of the search it was typed in (the list's other fields):
 * each filter the words set replaces that filter; the others stay. The words' goal, if they say
 * one, wins over the page's. Unused words become the keyword (replacing the old one: the keyword
 * field is where the words were typed). A place named clears the map area, and "near" a place
 * becomes the map area around it (cities without a known centre stay city filters).
 */
export function searchFromWords(
  vocabulary: WordsVocabulary,
  words: string,
  base: SearchQuery,
): { query: SearchQuery; filters: WordsFilters } {
  const filters = parseWords(vocabulary, words);
  const query: SearchQuery = {
    ...base,
    goal: filters.goal ?? base.goal,
    keyword: filters.q,
    page: 1,
  };
  if (filters.cities) {
    query.cities = filters.cities;
    query.area = undefined;
  }
  if (filters.near) {
    const zips = filters.near.cities.map(zipOf);
    const area = areaAround(vocabulary, zips, filters.near.km);
    const located = new Set(zips.filter((zip) => vocabulary.cities.get(zip)?.latitude !== null));
    query.area = area ?? undefined;
    query.cities = filters.near.cities.filter((value) => !located.has(zipOf(value)));
  }
  if (filters.types) query.types = filters.types;
  if (filters.min !== undefined || filters.max !== undefined) {
    query.priceMin = filters.min;
    query.priceMax = filters.max;
  }
  if (filters.bedrooms !== undefined) query.bedroomsMin = filters.bedrooms;
  if (filters.living !== undefined) query.livingMin = filters.living;
  if (filters.epc) query.epcMax = filters.epc;
  if (filters.features)
    query.features = [...new Set([...(base.features ?? []), ...filters.features])];
  return { query, filters };
}
