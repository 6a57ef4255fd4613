import type { Kysely } from 'kysely';
import { alertCriteria } from '@/lib/alerts/query';
import { storedDemandRows } from '@/lib/db/demand';
import type { Database } from '@/lib/db/schema';
import type { DemandRow } from '@/lib/model/demand';
import type { Goal } from '@/lib/model/types';

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
