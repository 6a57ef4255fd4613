import { dataGeneration, searchAll, type Listing, type SearchFilters } from '@/lib/data';
import type { Banner } from '@/lib/model/types';
import { toQuery } from '@/lib/data/search-params';
import type { Locale } from '@/lib/i18n/locales';
import { buildClusterIndex, type ClusterIndex } from '@/lib/map/clusters';

/**
 * The results map of a list search: its listings clustered, sold and rented ones left out as
 * configured. Built on the first request for a search and kept for the next ones (a visitor's
 * every pan and zoom asks again), the most recently used searches per language and data set.
 */
export type MapResults = { clusters: ClusterIndex<Listing>; total: number; left: number };

const KEPT_SEARCHES = 12;
const cache = new WeakMap<object, Map<string, MapResults>>();

/** One key per search: the list's own normalised filters (order, page and view left out). */
function filtersKey(filters: SearchFilters): string {
  const shown = toQuery({ ...filters, sort: undefined, page: 1 }, 'cards');
  return JSON.stringify(
    Object.entries(shown)
      .map(([name, value]) => [name, Array.isArray(value) ? [...value].sort() : value])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
}

export function mapResults(
  locale: Locale,
  filters: SearchFilters,
  ignoreBanners: readonly Banner[],
): MapResults {
  const generation = dataGeneration(locale) ?? cache;
  let searches = cache.get(generation);
  if (!searches) cache.set(generation, (searches = new Map()));
  const key = `${[...ignoreBanners].sort().join(',')}|${filtersKey(filters)}`;
  const kept = searches.get(key);
  if (kept) {
    searches.delete(key);
    searches.set(key, kept);
    return kept;
  }
  const ignored = new Set<string>(ignoreBanners);
  const all = searchAll(locale, { ...filters, sort: 'newest' }, Number.POSITIVE_INFINITY);
  const shown = all.filter((listing) => listing.banner === null || !ignored.has(listing.banner));
  const results: MapResults = {
    clusters: buildClusterIndex(shown, (listing) => ({
      lat: listing.place.latitude,
      lng: listing.place.longitude,
    })),
    total: shown.length,
    left: all.length - shown.length,
  };
  searches.set(key, results);
  if (searches.size > KEPT_SEARCHES) searches.delete(searches.keys().next().value!);
  return results;
}
