import type { Kysely } from 'kysely';
import type { Database } from './schema';

export type CommunicationCount = { kind: string; count: number; last: number };
export type ActivityRow = { kind: string; createdAt: number; visitDate: string | null };

/** Requests received through the site for a property, per kind: how many, and when the last came. */
export async function communicationsByKind(
  db: Kysely<Database>,
  listingId: number,
): Promise<CommunicationCount[]> {
  const rows = await db
    .selectFrom('submissions')
    .select([
      'kind',
      (eb) => eb.fn.countAll<number>().as('count'),
      (eb) => eb.fn.max('created_at').as('last'),
    ])
    .where('listing_id', '=', listingId)
    .groupBy('kind')
    .execute();
  return rows
    .map((row) => ({ kind: row.kind, count: Number(row.count), last: Number(row.last) }))
    .sort((a, b) => b.count - a.count || a.kind.localeCompare(b.kind));
}

/**
 * The latest requests about a property, newest first: their kind, when they came and, for a visit,
 * the day asked for. Never who sent them: the owner sees activity, the agency handles the people.
 */
export async function recentActivity(
  db: Kysely<Database>,
  listingId: number,
  limit = 50,
): Promise<ActivityRow[]> {
  const rows = await db
    .selectFrom('submissions')
    .leftJoin('appointments', 'appointments.submission_id', 'submissions.id')
    .select(['submissions.kind', 'submissions.created_at', 'appointments.date'])
    .where('submissions.listing_id', '=', listingId)
    .orderBy('submissions.created_at', 'desc')
    .orderBy('submissions.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    createdAt: Number(row.created_at),
    visitDate: row.date ?? null,
  }));
}
