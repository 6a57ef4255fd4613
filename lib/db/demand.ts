import type { Kysely } from 'kysely';
import type { DemandRow } from '@/lib/model/demand';
import type { Goal } from '@/lib/model/types';
import type { Database } from './schema';
import { REQUEST_RETENTION_MS } from './submissions';

/*
 * The demand register for the owner portal (lib/stats/demand.ts): "I'm looking for" registrations
 * (`demands`, beside their request) and confirmed search alerts, each with the time it started and
 * stopped looking. Only criteria and dates are read: never an address or a name.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.map(Number).filter((item) => Number.isInteger(item)) : [];
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Until when a registration looks: the end of the day it wants to have moved by (when given), and
 * at the latest until the request is deleted after its retention.
 */
export function registrationUntil(createdAt: number, payload: string): number {
  const kept = createdAt + REQUEST_RETENTION_MS;
  const values = parsed(payload);
  const moveUntil =
    values && typeof values === 'object' && 'moveUntil' in values ? values.moveUntil : undefined;
  if (typeof moveUntil !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(moveUntil)) return kept;
  const end = Date.parse(`${moveUntil}T00:00:00Z`) + DAY_MS;
  return Number.isFinite(end) ? Math.min(kept, end) : kept;
}

/**
 * A confirmed alert as stored: its saved list query, read as criteria above this floor
 * (lib/stats/demand-rows.ts), where the list's search parameters are known.
 */
export type StoredAlertDemand = {
  source: 'alert';
  goal: Goal;
  query: string;
  from: number;
  until: number | null;
};

/**
 * Every registration and confirmed alert of a goal that was looking at some time since `since`;
 * an alert with its stored query, not yet read as criteria.
 */
export async function storedDemandRows(
  db: Kysely<Database>,
  goal: Goal,
  since: number,
): Promise<(DemandRow | StoredAlertDemand)[]> {
  const [registrations, alerts] = await Promise.all([
    db
      .selectFrom('demands')
      .innerJoin('submissions', 'submissions.id', 'demands.submission_id')
      .select([
        'demands.types',
        'demands.zones',
        'demands.min_rooms',
        'demands.price_min',
        'demands.price_max',
        'demands.created_at',
        'submissions.payload',
      ])
      .where('demands.goal', '=', goal)
      .where('demands.created_at', '>', since - REQUEST_RETENTION_MS)
      .execute(),
    db
      .selectFrom('search_alerts')
      .select(['query', 'confirmed_at', 'unsubscribed_at'])
      .where('goal', '=', goal)
      .where('confirmed_at', 'is not', null)
      .where((eb) => eb.or([eb('unsubscribed_at', 'is', null), eb('unsubscribed_at', '>', since)]))
      .execute(),
  ]);
  const rows: (DemandRow | StoredAlertDemand)[] = registrations.map((row): DemandRow => {
    const createdAt = Number(row.created_at);
    return {
      source: 'register',
      criteria: {
        goal,
        types: numbers(parsed(row.types)),
        zones: strings(parsed(row.zones)),
        priceMin: row.price_min,
        priceMax: row.price_max,
        bedroomsMin: row.min_rooms,
      },
      from: createdAt,
      until: registrationUntil(createdAt, row.payload),
    };
  });
  for (const alert of alerts)
    rows.push({
      source: 'alert',
      goal,
      query: alert.query,
      from: Number(alert.confirmed_at),
      until: alert.unsubscribed_at === null ? null : Number(alert.unsubscribed_at),
    });
  return rows.filter((row) => row.until === null || row.until > since);
}
