import type { StatsWindows } from '@/lib/db/page-views';

/**
 * Days, weeks and months of the Brussels calendar for the owner statistics (chart window):
 * a visit at 23:30 UTC in summer belongs to the next Brussels day, and weeks start on Monday.
 */
export const STATS_TIME_ZONE = 'Europe/Brussels';
export const CHART_DAYS = 30;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STATS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Brussels day of an instant, `YYYY-MM-DD`. */
export function brusselsDay(at: Date | number): string {
  return dayFormat.format(typeof at === 'number' ? new Date(at) : at);
}

function shift(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first day of each counting window that contains `now`, in Brussels. */
export function statsWindows(now: Date | number): StatsWindows {
  const today = brusselsDay(now);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return {
    today,
    weekStart: shift(today, -((weekday + 6) % 7)),
    monthStart: `${today.slice(0, 8)}01`,
    chartStart: shift(today, -(CHART_DAYS - 1)),
  };
}

/** The chart's days, oldest first: the last 30 Brussels days up to and including today. */
export function chartDays(now: Date | number): string[] {
  const { chartStart } = statsWindows(now);
  return Array.from({ length: CHART_DAYS }, (_, index) => shift(chartStart, index));
}
