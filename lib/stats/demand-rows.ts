import type { Kysely } from 'kysely';
import { alertFilters } from '@/lib/alerts/query';
import { storedDemandRows } from '@/lib/db/demand';
import type { Database } from '@/lib/db/schema';
import type { DemandCriteria, DemandRow } from '@/lib/model/demand';
import type { Goal } from '@/lib/model/types';

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

/** Every registration and confirmed alert of a goal that was looking at some time since `since`. */
export async function demandRows(
  db: Kysely<Database>,
  goal: Goal,
  since: number,
): Promise<DemandRow[]> {
  return (await storedDemandRows(db, goal, since)).map((row) =>
    'query' in row
      ? {
          source: row.source,
          criteria: alertCriteria(row.goal, row.query),
          from: row.from,
          until: row.until,
        }
      : row,
  );
}
