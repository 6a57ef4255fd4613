import { describe, expect, it } from 'vitest';
import { chartDays } from '@/lib/stats/calendar';
import { byPageKind, bySource, chartSeries, historyTimeline } from '@/lib/stats/dashboard';

describe('owner dashboard figures', () => {
  it('gives the chart one point per day of the last 30, zero where nobody came', () => {
    const days = chartDays(Date.UTC(2026, 10, 21, 10));
    const series = chartSeries(days, { '2026-11-21': 4, '2026-10-23': 2, '2026-10-22': 9 });
    expect(series).toHaveLength(30);
    expect(series[0]).toEqual({ day: '2026-10-23', views: 2 });
    expect(series.at(-1)).toEqual({ day: '2026-11-21', views: 4 });
    expect(series.reduce((sum, point) => sum + point.views, 0)).toBe(6);
  });

  it('lists every page kind and source, in a fixed order', () => {
    expect(byPageKind({ print: 2 })).toEqual([
      { key: 'detail', count: 0 },
      { key: 'print', count: 2 },
      { key: 'map', count: 0 },
    ]);
    expect(bySource({ search: 3, direct: 1 }).map(({ key, count }) => `${key}:${count}`)).toEqual([
      'direct:1',
      'search:3',
      'social:0',
      'portal:0',
      'other:0',
    ]);
  });

  it('builds the history newest first, with offers, visits and other requests told apart', () => {
    const published = Date.UTC(2026, 7, 20);
    const events = historyTimeline(published, [
      { kind: 'visit', createdAt: Date.UTC(2026, 10, 20), visitDate: '2026-11-25' },
      { kind: 'offer', createdAt: Date.UTC(2026, 10, 19), visitDate: null },
      { kind: 'information', createdAt: Date.UTC(2026, 10, 21), visitDate: null },
    ]);
    expect(events.map((event) => event.type)).toEqual(['request', 'visit', 'offer', 'published']);
    expect(events[1]).toEqual({
      type: 'visit',
      at: Date.UTC(2026, 10, 20),
      visitDate: '2026-11-25',
    });
    expect(events[0]).toMatchObject({ kind: 'information' });
    expect(historyTimeline(null, [])).toEqual([]);
  });
});
