import type { Area } from '@/lib/map/area';
import type { EpcLetter, Feature, SearchQuery } from './search';

/** One active filter of a list search: what it is, and the search without it. */
export type ActiveFilter =
  | { id: string; kind: 'city'; value: string }
  | { id: string; kind: 'type'; value: number }
  | { id: string; kind: 'priceMin' | 'priceMax' | 'bedrooms' | 'living'; value: number }
  | { id: string; kind: 'epc'; value: EpcLetter }
  | { id: string; kind: 'feature'; value: Feature }
  | { id: string; kind: 'keyword'; value: string }
  | { id: string; kind: 'area'; value: Area };

/**
 * The filters a search has set, in the order the form shows them: each becomes a chip that
 * removes it, and, when nothing matches, a way to widen the search.
 */
export function activeFilters(query: SearchQuery): ActiveFilter[] {
  const filters: ActiveFilter[] = [];
  for (const value of query.cities ?? [])
    filters.push({ id: `city:${value}`, kind: 'city', value });
  for (const value of query.types ?? []) filters.push({ id: `type:${value}`, kind: 'type', value });
  if (query.priceMin !== undefined)
    filters.push({ id: 'priceMin', kind: 'priceMin', value: query.priceMin });
  if (query.priceMax !== undefined)
    filters.push({ id: 'priceMax', kind: 'priceMax', value: query.priceMax });
  if (query.bedroomsMin !== undefined)
    filters.push({ id: 'bedrooms', kind: 'bedrooms', value: query.bedroomsMin });
  if (query.livingMin !== undefined)
    filters.push({ id: 'living', kind: 'living', value: query.livingMin });
  if (query.epcMax) filters.push({ id: 'epc', kind: 'epc', value: query.epcMax });
  for (const value of query.features ?? [])
    filters.push({ id: `feature:${value}`, kind: 'feature', value });
  if (query.keyword) filters.push({ id: 'keyword', kind: 'keyword', value: query.keyword });
  if (query.area) filters.push({ id: 'area', kind: 'area', value: query.area });
  return filters;
}

/** The search without one of its filters, back on its first page (sort and size kept). */
export function withoutFilter<Q extends SearchQuery>(query: Q, filter: ActiveFilter): Q {
  const next: Q = { ...query, page: 1 };
  switch (filter.kind) {
    case 'city':
      next.cities = (query.cities ?? []).filter((value) => value !== filter.value);
      break;
    case 'type':
      next.types = (query.types ?? []).filter((value) => value !== filter.value);
      break;
    case 'priceMin':
      next.priceMin = undefined;
      break;
    case 'priceMax':
      next.priceMax = undefined;
      break;
    case 'bedrooms':
      next.bedroomsMin = undefined;
      break;
    case 'living':
      next.livingMin = undefined;
      break;
    case 'epc':
      next.epcMax = undefined;
      break;
    case 'feature':
      next.features = (query.features ?? []).filter((value) => value !== filter.value);
      break;
    case 'keyword':
      next.keyword = undefined;
      break;
    case 'area':
      next.area = undefined;
      break;
  }
  return next;
}

/** The search without any filter: its goal, sort and view stay. */
export function withoutFilters<Q extends SearchQuery>(query: Q): Q {
  return activeFilters(query).reduce((next, filter) => withoutFilter(next, filter), query);
}

export type Widening = { filter: ActiveFilter; count: number };

/**
 * For a search that finds nothing: each active filter whose removal alone would find
 * something, with how many it would find, the most rewarding first (ties keep the form's order).
 */
export function wideningsOf(
  query: SearchQuery,
  count: (filters: SearchQuery) => number,
): Widening[] {
  return activeFilters(query)
    .map((filter) => ({ filter, count: count(withoutFilter(query, filter)) }))
    .filter((widening) => widening.count > 0)
    .sort((a, b) => b.count - a.count);
}
