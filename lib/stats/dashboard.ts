import type { PriceHistoryEntry } from '@/lib/model/types';
import type { ActivityRow } from '@/lib/db/listing-activity';
import { PAGE_KINDS, VIEW_SOURCES } from '@/lib/db/page-views';
import { brusselsDay } from './calendar';

/** A chart day: its views, the requests received, and the price it changed to that day (else null). */
export type ChartPoint = { day: string; views: number; requests: number; price: number | null };

/** One point per chart day, oldest first; a day without views or requests counts 0. */
export function chartSeries(
  days: readonly string[],
  perDay: Readonly<Record<string, number>>,
  requestsPerDay: Readonly<Record<string, number>> = {},
  changes: readonly PriceHistoryEntry[] = [],
): ChartPoint[] {
  const changedTo = new Map<string, number>();
  // the last change of a day is the price the day ended with
  for (const change of changes) changedTo.set(brusselsDay(Date.parse(change.date)), change.price);
  return days.map((day) => ({
    day,
    views: perDay[day] ?? 0,
    requests: requestsPerDay[day] ?? 0,
    price: changedTo.get(day) ?? null,
  }));
}

/** Counts per Brussels day of instants (requests by the time they came). */
export function perBrusselsDay(times: readonly number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const time of times) {
    const day = brusselsDay(time);
    counts[day] = (counts[day] ?? 0) + 1;
  }
  return counts;
}

/** Days before and after a price change that its effect is measured over. */
export const EFFECT_DAYS = 7;

export type PriceEffect = {
  date: string;
  previous: number;
  price: number;
  /** Views and requests in the `EFFECT_DAYS` Brussels days before the day of the change, and from it on. */
  before: { views: number; requests: number };
  after: { views: number; requests: number };
  /** Days of the "after" window that have already passed (fewer than `EFFECT_DAYS` for a recent change). */
  afterDays: number;
};

function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Each price change, newest first, with the views and requests of the week before it and of the
 * week from its day on: what the owner reads the effect of the change from.
 */
export function priceEffects(
  changes: readonly PriceHistoryEntry[],
  viewsPerDay: Readonly<Record<string, number>>,
  requestsPerDay: Readonly<Record<string, number>>,
  today: string,
): PriceEffect[] {
  const sum = (counts: Readonly<Record<string, number>>, from: string, to: string) => {
    let total = 0;
    for (let day = from; day <= to && day <= today; day = shiftDay(day, 1))
      total += counts[day] ?? 0;
    return total;
  };
  return changes
    .map((change) => {
      const day = brusselsDay(Date.parse(change.date));
      const beforeFrom = shiftDay(day, -EFFECT_DAYS);
      const beforeTo = shiftDay(day, -1);
      const afterTo = shiftDay(day, EFFECT_DAYS - 1);
      let afterDays = 0;
      for (let at = day; at <= afterTo && at <= today; at = shiftDay(at, 1)) afterDays += 1;
      return {
        date: change.date,
        previous: change.previous,
        price: change.price,
        before: {
          views: sum(viewsPerDay, beforeFrom, beforeTo),
          requests: sum(requestsPerDay, beforeFrom, beforeTo),
        },
        after: {
          views: sum(viewsPerDay, day, afterTo),
          requests: sum(requestsPerDay, day, afterTo),
        },
        afterDays,
      };
    })
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

/** The first Brussels day the effects of `changes` and the chart need counts from. */
export function countsFrom(changes: readonly PriceHistoryEntry[], chartStart: string): string {
  let from = chartStart;
  for (const change of changes) {
    const day = shiftDay(brusselsDay(Date.parse(change.date)), -EFFECT_DAYS);
    if (day < from) from = day;
  }
  return from;
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
  | { type: 'price'; at: number; previous: number; price: number }
  | { type: 'offer'; at: number }
  | { type: 'visit'; at: number; visitDate: string }
  | { type: 'request'; at: number; kind: string };

/** The property's history, newest first: its publication, its price changes and the requests about it. */
export function historyTimeline(
  publishedAt: number | null,
  activity: readonly ActivityRow[],
  changes: readonly PriceHistoryEntry[] = [],
): HistoryEvent[] {
  const events: HistoryEvent[] = activity.map((row): HistoryEvent => {
    if (row.kind === 'offer') return { type: 'offer', at: row.createdAt };
    if (row.kind === 'visit' && row.visitDate)
      return { type: 'visit', at: row.createdAt, visitDate: row.visitDate };
    return { type: 'request', at: row.createdAt, kind: row.kind };
  });
  if (publishedAt !== null && Number.isFinite(publishedAt))
    events.push({ type: 'published', at: publishedAt });
  for (const change of changes) {
    const at = Date.parse(change.date);
    if (Number.isFinite(at))
      events.push({ type: 'price', at, previous: change.previous, price: change.price });
  }
  return events.sort((a, b) => b.at - a.at);
}
