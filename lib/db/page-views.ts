import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

export const PAGE_KINDS = ['detail', 'print', 'map'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** Where a page view came from (online media), from its referrer (lib/stats/source.ts). */
export const VIEW_SOURCES = ['direct', 'search', 'social', 'portal', 'other'] as const;
export type ViewSource = (typeof VIEW_SOURCES)[number];

/** The first Brussels day of each counting window (lib/stats/calendar.ts), `YYYY-MM-DD`. */
export type StatsWindows = {
  today: string;
  weekStart: string;
  monthStart: string;
  chartStart: string;
};

/** One more view of a property page on a Brussels day, from a source. */
export async function recordPageView(
  db: Kysely<Database>,
  view: { listingId: number; day: string; kind: PageKind; source: ViewSource },
): Promise<void> {
  await db
    .insertInto('page_views')
    .values({
      listing_id: view.listingId,
      day: view.day,
      kind: view.kind,
      source: view.source,
      count: 1,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['listing_id', 'day', 'kind', 'source'])
        .doUpdateSet({ count: sql<number>`page_views.count + 1` }),
    )
    .execute();
}

export type ViewTotals = { today: number; week: number; month: number; total: number };

/** Visits today, this week, this month and in total (days are Brussels days, `YYYY-MM-DD`). */
export async function viewTotals(
  db: Kysely<Database>,
  listingId: number,
  windows: StatsWindows,
): Promise<ViewTotals> {
  const rows = await db
    .selectFrom('page_views')
    .select(['day', 'count'])
    .where('listing_id', '=', listingId)
    .execute();
  const totals: ViewTotals = { today: 0, week: 0, month: 0, total: 0 };
  for (const { day, count } of rows) {
    totals.total += count;
    if (day >= windows.monthStart && day <= windows.today) totals.month += count;
    if (day >= windows.weekStart && day <= windows.today) totals.week += count;
    if (day === windows.today) totals.today += count;
  }
  return totals;
}

/** Views in total per page kind and per source. */
export async function viewBreakdown(
  db: Kysely<Database>,
  listingId: number,
): Promise<{ byKind: Record<string, number>; bySource: Record<string, number> }> {
  const rows = await db
    .selectFrom('page_views')
    .select(['kind', 'source', 'count'])
    .where('listing_id', '=', listingId)
    .execute();
  const byKind: Record<string, number> = {};
  const bySource: Record<string, number> = {};
  for (const { kind, source, count } of rows) {
    byKind[kind] = (byKind[kind] ?? 0) + count;
    bySource[source] = (bySource[source] ?? 0) + count;
  }
  return { byKind, bySource };
}

/** Views per day from `fromDay` on (days without views are absent). */
export async function viewsPerDay(
  db: Kysely<Database>,
  listingId: number,
  fromDay: string,
): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('page_views')
    .select(['day', (eb) => eb.fn.sum<number>('count').as('views')])
    .where('listing_id', '=', listingId)
    .where('day', '>=', fromDay)
    .groupBy('day')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.day, Number(row.views)]));
}
