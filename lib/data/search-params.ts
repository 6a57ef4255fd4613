import { z } from 'zod';
import { gatherFields } from '@/lib/security/field-record';
import { formatArea, normaliseArea, type Area } from '@/lib/map/area';
import { EPC_LETTERS, FEATURES, MAX_PER_PAGE, SORT_KEYS, type SearchQuery } from './search';
import type { Goal } from '@/lib/model/types';

export type ListView = 'cards' | 'list' | 'map';
export const LIST_VIEWS: readonly ListView[] = ['cards', 'list', 'map'];

type RawParams = Record<string, string | string[] | undefined>;

const many = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .map((item) => item.trim())
    .filter(Boolean);

const amount = z.coerce.number().int().min(0).max(100_000_000);

const degrees = z
  .string()
  .trim()
  .regex(/^-?[0-9]{1,3}(\.[0-9]{1,12})?$/)
  .transform(Number);
const areaSchema = z
  .string()
  .max(100)
  .transform((value) => value.split(','))
  .pipe(z.tuple([degrees, degrees, degrees, degrees]))
  .transform((value, context) => {
    const area = normaliseArea(value);
    if (!area) context.addIssue({ code: 'custom', message: 'not an area' });
    return area ?? z.NEVER;
  });

/** An `area` value (west,south,east,north), normalised; undefined when it is no area. */
export function parseArea(value: string | undefined): Area | undefined {
  return optional(areaSchema, value);
}

function optional<T>(schema: z.ZodType<T>, value: string | undefined): T | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The list page's URL is its search: `city` (name|postcode, repeatable), `type` (WebID,
 * repeatable), `min`, `max`, `bedrooms`, `living`, `epc`, `feature` (repeatable), `q`, `sort`,
 * `page`, `view`, `area` (west,south,east,north of the map, four decimals). Values that make no sense are dropped rather than failing the page.
 */
export function parseSearchParams(
  goal: Goal,
  params: RawParams,
): { query: SearchQuery; view: ListView } {
  const first = (name: string) => many(params[name])[0];
  const types = many(params.type)
    .map(Number)
    .filter((type) => Number.isInteger(type) && type >= 1 && type <= 8);
  const query: SearchQuery = {
    goal,
    cities: many(params.city)
      .slice(0, 10)
      .map((city) => city.slice(0, 80)),
    types,
    priceMin: optional(amount, first('min')),
    priceMax: optional(amount, first('max')),
    bedroomsMin: optional(z.coerce.number().int().min(1).max(20), first('bedrooms')),
    livingMin: optional(z.coerce.number().int().min(1).max(100_000), first('living')),
    epcMax: optional(z.enum(EPC_LETTERS), first('epc')?.toUpperCase()),
    features: many(params.feature).filter((feature): feature is (typeof FEATURES)[number] =>
      (FEATURES as readonly string[]).includes(feature),
    ),
    keyword: first('q')?.slice(0, 100) || undefined,
    area: parseArea(first('area')),
    sort: optional(
      z.enum(SORT_KEYS as [string, ...string[]]),
      first('sort'),
    ) as SearchQuery['sort'],
    page: optional(z.coerce.number().int().min(1).max(10_000), first('page')) ?? 1,
    perPage: Math.min(12, MAX_PER_PAGE),
  };
  const view = optional(z.enum(LIST_VIEWS as [ListView, ...ListView[]]), first('view')) ?? 'cards';
  return { query, view };
}

/** The URL query of a search (for paging and view links), without empty or default values. */
export function toQuery(
  query: SearchQuery,
  view: ListView,
  overrides: { page?: number; view?: ListView } = {},
): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  if (query.cities?.length) result.city = query.cities;
  if (query.types?.length) result.type = query.types.map(String);
  if (query.priceMin !== undefined) result.min = String(query.priceMin);
  if (query.priceMax !== undefined) result.max = String(query.priceMax);
  if (query.bedroomsMin !== undefined) result.bedrooms = String(query.bedroomsMin);
  if (query.livingMin !== undefined) result.living = String(query.livingMin);
  if (query.epcMax) result.epc = query.epcMax;
  if (query.features?.length) result.feature = query.features;
  if (query.keyword) result.q = query.keyword;
  if (query.area) result.area = formatArea(query.area);
  if (query.sort && query.sort !== 'newest') result.sort = query.sort;
  const page = overrides.page ?? query.page ?? 1;
  if (page > 1) result.page = String(page);
  const shownView = overrides.view ?? view;
  if (shownView !== 'cards') result.view = shownView;
  return result;
}

/** A query string as the record `parseSearchParams` reads (repeated names become arrays). */
export function paramsRecord(search: URLSearchParams): RawParams {
  return gatherFields(search.entries());
}

/**
 * The normalised form of a list URL's search, as one path-safe segment: only what
 * `parseSearchParams` keeps, defaults left out, repeated values sorted — so every spelling of
 * one search shares one cached page. Empty for the list without a search (the prerendered page).
 */
export function searchKey(goal: Goal, search: URLSearchParams): string {
  const { query, view } = parseSearchParams(goal, paramsRecord(search));
  const normalised = new URLSearchParams();
  for (const [name, value] of Object.entries(toQuery(query, view))) {
    for (const item of Array.isArray(value) ? [...value].sort() : [value])
      normalised.append(name, item);
  }
  const text = normalised.toString();
  return text === '' ? '' : Buffer.from(text, 'utf8').toString('base64url');
}

/** The search a key stands for; an invalid key is the list without a search. */
export function searchFromKey(key: string): RawParams {
  if (!/^[A-Za-z0-9_-]{1,4096}$/.test(key)) return {};
  return paramsRecord(new URLSearchParams(Buffer.from(key, 'base64url').toString('utf8')));
}
