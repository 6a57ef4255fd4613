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

/** Ids per query: well under SQLite's limit on bound values. */
const IDS_PER_QUERY = 500;

/**
 * Page views and requests counted for each of `listingIds` since the site began counting (a
 * listing with neither is absent): what the owner's market comparison sets side by side.
 */
export async function activityCounts(
  db: Kysely<Database>,
  listingIds: readonly number[],
): Promise<Map<number, { views: number; requests: number }>> {
  const counts = new Map<number, { views: number; requests: number }>();
  const entry = (id: number) => {
    let found = counts.get(id);
    if (!found) counts.set(id, (found = { views: 0, requests: 0 }));
    return found;
  };
  const ids = [...new Set(listingIds)];
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    const chunk = ids.slice(start, start + IDS_PER_QUERY);
    const [views, requests] = await Promise.all([
      db
        .selectFrom('page_views')
        .select(['listing_id', (eb) => eb.fn.sum<number>('count').as('views')])
        .where('listing_id', 'in', chunk)
        .groupBy('listing_id')
        .execute(),
      db
        .selectFrom('submissions')
        .select(['listing_id', (eb) => eb.fn.countAll<number>().as('requests')])
        .where('listing_id', 'in', chunk)
        .groupBy('listing_id')
        .execute(),
    ]);
    for (const row of views) entry(Number(row.listing_id)).views = Number(row.views);
    for (const row of requests)
      if (row.listing_id !== null) entry(Number(row.listing_id)).requests = Number(row.requests);
  }
  return counts;
}

/** When each request about a property came, from `since` on (epoch ms, oldest first). */
export async function requestTimes(
  db: Kysely<Database>,
  listingId: number,
  since: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('submissions')
    .select('created_at')
    .where('listing_id', '=', listingId)
    .where('created_at', '>=', since)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => Number(row.created_at));
}
