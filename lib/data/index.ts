/**
 * The only door to listings, projects, types and cities. Pages ask here; the bundled data set
 * is loaded, validated and indexed once per process (load.ts), from memory afterwards.
 */
import { DEFAULT_LOCALE } from '@/lib/i18n/language-settings';
import type { Locale } from '@/lib/i18n/locales';
import { getStore } from './load';
import {
  allMatches,
  countMatches,
  MAX_PER_PAGE,
  searchListings,
  type SearchFilters,
  type SearchQuery,
  type SearchResult,
} from './search';
import { searchBox, type SearchBoxResult } from './search-box';
import { similarListings } from './similar';
import { lookup, lookupAnyLanguage, type LocaleIndex } from './store';
import type { City, Goal, Listing, Project, PropertyType } from '@/lib/model/types';

export type { City, Goal, Listing, Project, PropertyType } from '@/lib/model/types';
export type { SearchQuery, SearchResult, SearchFilters, Feature, EpcLetter } from './search';
export type { SortKey } from './store';
export type { SearchBoxResult } from './search-box';
export { FEATURES, SORT_KEYS, EPC_LETTERS, DEFAULT_PER_PAGE, MAX_PER_PAGE } from './search';

function indexOf(locale: Locale): LocaleIndex | null {
  const store = getStore();
  return store.byLocale.get(locale) ?? store.byLocale.get(DEFAULT_LOCALE) ?? null;
}

/**
 * A listing as published in a language; null when the data set does not carry it in that
 * language (it is published only in the languages it has: store.ts › lookup).
 */
export function getListing(id: number, locale: Locale): Listing | null {
  return lookup(getStore(), locale, DEFAULT_LOCALE, (index) => index.byId.get(id));
}

/**
 * A listing in the language asked for, else in another one it has: for what is not a published
 * page in that language (an owner's own property, the visit counter's check that it exists).
 */
export function getListingInAnyLanguage(id: number, locale: Locale): Listing | null {
  return lookupAnyLanguage(getStore(), locale, DEFAULT_LOCALE, (index) => index.byId.get(id));
}

/** A listing an import removed (its page answers 410 with similar listings), else null. */
export function getRemovedListing(id: number, locale: Locale): Listing | null {
  return lookup(getStore(), locale, DEFAULT_LOCALE, (index) => index.removed.get(id));
}

export function getProject(id: number, locale: Locale): Project | null {
  return lookup(getStore(), locale, DEFAULT_LOCALE, (index) => index.projectById.get(id));
}

/** Every listing of a language, sold and rented ones included (for the sitemap). */
export function allListings(locale: Locale): Listing[] {
  return indexOf(locale)?.listings ?? [];
}

export function listProjects(locale: Locale): Project[] {
  return indexOf(locale)?.projects ?? [];
}

/** The listings that are units of a new-build project. */
export function projectUnits(projectId: number, locale: Locale): Listing[] {
  return (indexOf(locale)?.listings ?? []).filter((listing) => listing.projectId === projectId);
}

export function search(locale: Locale, query: SearchQuery): SearchResult {
  const index = indexOf(locale);
  if (!index) return { items: [], total: 0, page: 1, pageCount: 1, perPage: query.perPage ?? 12 };
  return searchListings(index, query);
}

/** How many listings of a language match a search's filters. */
export function countListings(locale: Locale, filters: SearchFilters): number {
  const index = indexOf(locale);
  return index ? countMatches(index, filters) : 0;
}

/**
 * What a language's answers come from now, as an opaque key: an imported data set brings a new
 * one, so a cache kept per key (the results map's clusters) is left behind with the old data.
 */
export function dataGeneration(locale: Locale): object | null {
  return indexOf(locale);
}

/**
 * The data set in service, as an opaque key: the same object until an import switches the site
 * to another data set, so a cache of anything built from all of it keys on this.
 */
export function dataVersion(): object {
  return getStore();
}

/** Every listing matching a search, for a map of the results (at most `limit`). */
export function searchAll(locale: Locale, query: SearchQuery, limit: number): Listing[] {
  const index = indexOf(locale);
  return index ? allMatches(index, query, limit) : [];
}

/** The eight types with their sale and rent counts, in show order. */
export function listTypes(locale: Locale): PropertyType[] {
  return indexOf(locale)?.types ?? [];
}

/** City lists: all cities, or those with something for sale or for rent. */
export function listCities(locale: Locale, goal?: Goal): City[] {
  const index = indexOf(locale);
  if (!index) return [];
  return goal === 'sale' ? index.citiesSale : goal === 'rent' ? index.citiesRent : index.cities;
}

/** Totals for the hero placeholders: listings for sale and for rent. */
export function totals(locale: Locale): Record<Goal, number> {
  const index = indexOf(locale);
  return {
    sale: index?.sorted.sale.newest.length ?? 0,
    rent: index?.sorted.rent.newest.length ?? 0,
  };
}

export function similarTo(listing: Listing, count?: number): Listing[] {
  const index = indexOf(listing.locale);
  return index ? similarListings(index, listing, count) : [];
}

export function searchBoxMatches(locale: Locale, input: string): SearchBoxResult {
  const index = indexOf(locale);
  return index ? searchBox(index, input) : { types: [], cities: [], properties: [] };
}

/** The newest listings of a goal that are neither sold nor rented, e.g. where a property was not found. */
export function latestAvailable(locale: Locale, goal: Goal, count: number): Listing[] {
  const found: Listing[] = [];
  for (let page = 1; found.length < count; page++) {
    const result = search(locale, { goal, sort: 'newest', perPage: MAX_PER_PAGE, page });
    found.push(
      ...result.items.filter((listing) => !listing.unavailable).slice(0, count - found.length),
    );
    if (page >= result.pageCount) break;
  }
  return found;
}

/** The newest listings of a goal, for featured blocks. */
export function latestListings(locale: Locale, goal: Goal, count: number): Listing[] {
  return search(locale, { goal, sort: 'newest', perPage: count }).items;
}
