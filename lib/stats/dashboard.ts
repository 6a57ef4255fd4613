import type { ActivityRow } from '@/lib/db/listing-activity';
import { PAGE_KINDS } from '@/lib/db/page-views';
import { VIEW_SOURCES } from './source';

export type ChartPoint = { day: string; views: number };

/** One point per chart day, oldest first; a day without views counts 0. */
export function chartSeries(
  days: readonly string[],
  perDay: Readonly<Record<string, number>>,
): ChartPoint[] {
  return days.map((day) => ({ day, views: perDay[day] ?? 0 }));
}

/** Counts in a fixed order with every key present (0 when none), so the portal always shows them all. */
function complete<K extends string>(
  keys: readonly K[],
  counts: Readonly<Record<string, number>>,
): { key: K; count: number }[] {
  return keys.map((key) => ({ key, count: counts[key] ?? 0 }));
}

export const byPageKind = (counts: Readonly<Record<string, number>>) =>
  complete(PAGE_KINDS, counts);
export const bySource = (counts: Readonly<Record<string, number>>) =>
  complete(VIEW_SOURCES, counts);

export type HistoryEvent =
  | { type: 'published'; at: number }
  | { type: 'offer'; at: number }
  | { type: 'visit'; at: number; visitDate: string }
  | { type: 'request'; at: number; kind: string };

/** The property's history, newest first: its publication and the requests about it. */
export function historyTimeline(
  publishedAt: number | null,
  activity: readonly ActivityRow[],
): HistoryEvent[] {
  const events: HistoryEvent[] = activity.map((row): HistoryEvent => {
    if (row.kind === 'offer') return { type: 'offer', at: row.createdAt };
    if (row.kind === 'visit' && row.visitDate)
      return { type: 'visit', at: row.createdAt, visitDate: row.visitDate };
    return { type: 'request', at: row.createdAt, kind: row.kind };
  });
  if (publishedAt !== null && Number.isFinite(publishedAt))
    events.push({ type: 'published', at: publishedAt });
  return events.sort((a, b) => b.at - a.at);
}
