import { z } from 'zod';
import { parseSearchParams, toQuery } from '@/lib/data/search-params';
import type { SearchFilters } from '@/lib/data/search';
import type { DemandCriteria } from '@/lib/model/demand';
import type { Goal } from '@/lib/model/types';
import type { AlertFrequency } from '@/lib/db/schema';

/*
 * A search alert saves a list search (docs/search-alerts.md): the list page's own query — city
 * (the area), type, price, bedrooms, living area, energy label, features, keyword — without its
 * page, view or order, which say how results are shown, not which.
 */

export type AlertQuery = Record<string, string | string[]>;
type RawParams = Record<string, string | string[] | undefined>;

export const FREQUENCIES = ['instant', 'daily', 'weekly'] as const satisfies AlertFrequency[];

export const GOALS = ['sale', 'rent'] as const satisfies Goal[];

export function isGoal(value: unknown): value is Goal {
  return value === 'sale' || value === 'rent';
}

/** The filters of a list URL as an alert keeps them: only what the list page reads, normalised. */
export function alertQuery(goal: Goal, params: RawParams): AlertQuery {
  const { query } = parseSearchParams(goal, params);
  const shown = toQuery({ ...query, sort: undefined, page: 1 }, 'cards');
  return Object.fromEntries(
    Object.entries(shown).map(([name, value]) => [
      name,
      Array.isArray(value) ? [...value].sort() : value,
    ]),
  );
}

/** The search filters of a stored alert query (an unreadable one is the whole list). */
export function alertFilters(goal: Goal, stored: string): SearchFilters {
  let params: RawParams = {};
  try {
    const parsed: unknown = JSON.parse(stored);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      params = parsed as RawParams;
  } catch {
    params = {};
  }
  const { query } = parseSearchParams(goal, params);
  const filters: SearchFilters & { sort?: unknown; page?: unknown; perPage?: unknown } = {
    ...query,
  };
  delete filters.sort;
  delete filters.page;
  delete filters.perPage;
  return filters;
}

/** The hidden fields of the subscribe form: the list query, one name=value per field. */
export function queryFields(query: AlertQuery): [string, string][] {
  return Object.entries(query).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item): [string, string] => [name, item]),
  );
}

/** The subscribe form: an address, how often, and the consent to be mailed. */
export function subscribeSchema() {
  return z.object({
    email: z
      .string({ error: 'required' })
      .trim()
      .min(1, 'required')
      .max(254, 'tooLong')
      .pipe(z.email({ error: 'email' })),
    frequency: z.enum(FREQUENCIES, { error: 'frequency' }),
    consent: z.literal('yes', { error: 'consent' }),
  });
}

export type SubscribeValues = z.output<ReturnType<typeof subscribeSchema>>;
export type SubscribeField = keyof SubscribeValues;

/** Validates the form: the values, or the message key of each field's first error. */
export function parseSubscribe(
  raw: Record<string, unknown>,
):
  | { ok: true; values: SubscribeValues }
  | { ok: false; errors: Partial<Record<SubscribeField, string>> } {
  const parsed = subscribeSchema().safeParse(raw);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: Partial<Record<SubscribeField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as SubscribeField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

const HOUR_MS = 60 * 60_000;
/** A daily or weekly alert falls due a little early, so a scheduler's drift never skips a day. */
const SLACK_MS = HOUR_MS;

/** When the job looks at an alert again after a run. */
export function nextRunAt(frequency: AlertFrequency, now: number): number {
  switch (frequency) {
    case 'instant':
      return now;
    case 'daily':
      return now + 24 * HOUR_MS - SLACK_MS;
    case 'weekly':
      return now + 7 * 24 * HOUR_MS - SLACK_MS;
  }
}

/** An alert's saved list query as criteria (the filters of the five the portal counts by). */
export function alertCriteria(goal: Goal, query: string): DemandCriteria {
  const filters = alertFilters(goal, query);
  return {
    goal,
    types: filters.types ?? [],
    zones: filters.cities ?? [],
    priceMin: filters.priceMin ?? null,
    priceMax: filters.priceMax ?? null,
    bedroomsMin: filters.bedroomsMin ?? null,
  };
}
