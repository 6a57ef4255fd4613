import { inArea, type Area } from '@/lib/map/area';
import { normalizeText } from './text-index';
import { FEATURE_BITS, type LocaleIndex, type SortKey } from './store';
import type { Goal, Listing } from '@/lib/model/types';

export type Feature = keyof typeof FEATURE_BITS;
export const FEATURES: readonly Feature[] = [
  'garden',
  'terrace',
  'parking',
  'lift',
  'price-lowered',
];
export const SORT_KEYS: readonly SortKey[] = ['newest', 'price-asc', 'price-desc', 'price-lowered'];
export const EPC_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EpcLetter = (typeof EPC_LETTERS)[number];

export type SearchFilters = {
  goal: Goal;
  /** `city` values: "name|postcode" (or a bare postcode or name). Any of them matches. */
  cities?: string[];
  /** `type` values: WebIDs. Any of them matches. */
  types?: number[];
  priceMin?: number;
  priceMax?: number;
  bedroomsMin?: number;
  livingMin?: number;
  /** The worst energy label accepted: "C" keeps A++ … C-. */
  epcMax?: EpcLetter;
  features?: Feature[];
  keyword?: string;
  /** A part of the map (west, south, east, north): only listings whose map position is inside. */
  area?: Area;
};

export type SearchQuery = SearchFilters & { sort?: SortKey; page?: number; perPage?: number };

export type SearchResult = {
  items: Listing[];
  total: number;
  page: number;
  pageCount: number;
  perPage: number;
};

export const DEFAULT_PER_PAGE = 12;
export const MAX_PER_PAGE = 48;

/** The postcodes a `city` value names: its postcode, or every postcode of a city of that name. */
function zipsOf(index: LocaleIndex, value: string): string[] {
  const [first = '', second] = value.split('|').map((part) => part.trim());
  if (second) return [second];
  if (/^[0-9]{4}$/.test(first)) return [first];
  return index.zipsByCityName.get(normalizeText(first)) ?? [];
}

function maskOf(size: number, groups: (Uint32Array | undefined)[]): Uint8Array {
  const mask = new Uint8Array(size);
  for (const positions of groups)
    if (positions) for (const position of positions) mask[position] = 1;
  return mask;
}

function intersect(a: Uint8Array | null, b: Uint8Array | null): Uint8Array | null {
  if (!a || !b) return a ?? b;
  for (let position = 0; position < a.length; position++) a[position]! &= b[position]!;
  return a;
}

/** The positions that pass the indexed filters (keyword, city, type); null when none is set. */
function candidateMask(index: LocaleIndex, filters: SearchFilters): Uint8Array | null {
  const size = index.listings.length;
  let mask = filters.keyword ? index.words.match(filters.keyword, size) : null;
  const cities = (filters.cities ?? []).filter((value) => value.trim() !== '');
  if (cities.length > 0) {
    mask = intersect(
      mask,
      maskOf(
        size,
        cities.flatMap((value) => zipsOf(index, value)).map((zip) => index.byZip.get(zip)),
      ),
    );
  }
  const types = filters.types ?? [];
  if (types.length > 0)
    mask = intersect(
      mask,
      maskOf(
        size,
        types.map((type) => index.byType.get(type)),
      ),
    );
  return mask;
}

export function pageCountOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** Whether the listing at a position passes every filter of a query (masks and typed columns). */
function matcherOf(index: LocaleIndex, query: SearchFilters): (position: number) => boolean {
  const mask = candidateMask(index, query);
  const { price, bedrooms, living, epc, features, lat, lng } = index.columns;
  const area = query.area;
  const priced = query.priceMin !== undefined || query.priceMax !== undefined;
  const priceMin = query.priceMin ?? Number.NEGATIVE_INFINITY;
  const priceMax = query.priceMax ?? Number.POSITIVE_INFINITY;
  const bedroomsMin = query.bedroomsMin ?? 0;
  const livingMin = query.livingMin ?? 0;
  const epcMax = query.epcMax ? EPC_LETTERS.indexOf(query.epcMax) : null;
  const featureBits = (query.features ?? []).reduce(
    (bits, feature) => bits | FEATURE_BITS[feature],
    0,
  );
  return (position) => {
    if (mask && mask[position] === 0) return false;
    if (priced) {
      const amount = price[position]!;
      if (Number.isNaN(amount) || amount < priceMin || amount > priceMax) return false;
    }
    if (bedrooms[position]! < bedroomsMin || living[position]! < livingMin) return false;
    if (epcMax !== null && (epc[position]! < 0 || epc[position]! > epcMax)) return false;
    if (area && !inArea(area, lat[position]!, lng[position]!)) return false;
    return (features[position]! & featureBits) === featureBits;
  };
}

/**
 * Listings of one goal matching every filter, in the requested order, one page of them. The
 * pre-sorted positions are walked once over typed columns; only the requested page is kept.
 */
export function searchListings(index: LocaleIndex, query: SearchQuery): SearchResult {
  const perPage = Math.min(
    Math.max(1, Math.floor(query.perPage ?? DEFAULT_PER_PAGE)),
    MAX_PER_PAGE,
  );
  const requestedPage = Math.max(1, Math.floor(query.page ?? 1));
  const order = index.sorted[query.goal][query.sort ?? 'newest'];
  const matches = matcherOf(index, query);
  const from = (requestedPage - 1) * perPage;
  const items: Listing[] = [];
  let total = 0;
  for (const position of order) {
    if (!matches(position)) continue;
    if (total >= from && items.length < perPage) items.push(index.listings[position]!);
    total += 1;
  }
  const pageCount = pageCountOf(total, perPage);
  if (requestedPage > pageCount && total > 0)
    return searchListings(index, { ...query, page: pageCount });
  return { items, total, page: requestedPage, pageCount, perPage };
}

/** Every listing matching a search (not one page: for the map), in its order, at most `limit`. */
export function allMatches(index: LocaleIndex, query: SearchQuery, limit: number): Listing[] {
  const matches = matcherOf(index, query);
  const items: Listing[] = [];
  for (const position of index.sorted[query.goal][query.sort ?? 'newest']) {
    if (items.length >= limit) break;
    if (matches(position)) items.push(index.listings[position]!);
  }
  return items;
}

/** How many listings match a search's filters (no page is built: for live counts). */
export function countMatches(index: LocaleIndex, filters: SearchFilters): number {
  const matches = matcherOf(index, filters);
  let total = 0;
  for (const position of index.sorted[filters.goal].newest) if (matches(position)) total += 1;
  return total;
}
