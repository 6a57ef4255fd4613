import { describe, expect, it } from 'vitest';
import { chartDays } from '@/lib/stats/calendar';
import {
  byPageKind,
  bySource,
  chartSeries,
  countsFrom,
  historyTimeline,
  perBrusselsDay,
  priceEffects,
} from '@/lib/stats/dashboard';

describe('owner dashboard figures', () => {
  it('gives the chart one point per day of the last 30, zero where nobody came', () => {
    const days = chartDays(Date.UTC(2026, 10, 21, 10));
    const series = chartSeries(days, { '2026-11-21': 4, '2026-10-23': 2, '2026-10-22': 9 });
    expect(series).toHaveLength(30);
    expect(series[0]).toEqual({ day: '2026-10-23', views: 2, requests: 0, price: null });
    expect(series.at(-1)).toEqual({ day: '2026-11-21', views: 4, requests: 0, price: null });
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

  it('puts the requests and the price changes of a day on its point (a change at 22:30 UTC in summer is the next Brussels day)', () => {
    const days = chartDays(Date.UTC(2026, 9, 30, 10));
    const requests = perBrusselsDay([
      Date.UTC(2026, 9, 20, 8),
      Date.UTC(2026, 9, 20, 9),
      Date.UTC(2026, 9, 20, 22, 30), // 00:30 on the 21st in Brussels (summer time)
    ]);
    expect(requests).toEqual({ '2026-10-20': 2, '2026-10-21': 1 });
    const series = chartSeries(days, {}, requests, [
      { date: '2026-10-12T22:30:00.000Z', previous: 400_000, price: 380_000 },
      { date: '2026-06-01T10:00:00.000Z', previous: 420_000, price: 400_000 },
    ]);
    expect(series.find((point) => point.day === '2026-10-13')?.price).toBe(380_000);
    expect(series.find((point) => point.day === '2026-10-12')?.price).toBeNull();
    expect(series.filter((point) => point.price !== null)).toHaveLength(1);
    expect(series.find((point) => point.day === '2026-10-20')?.requests).toBe(2);
  });

  it('sets the views and requests of the week before each price change beside those of the week from it on', () => {
    const views: Record<string, number> = {};
    for (let day = 1; day <= 20; day += 1)
      views[`2026-11-${String(day).padStart(2, '0')}`] = day < 10 ? 2 : 5;
    const effects = priceEffects(
      [
        { date: '2026-11-10T09:00:00.000Z', previous: 300_000, price: 280_000 },
        { date: '2026-11-18T09:00:00.000Z', previous: 280_000, price: 270_000 },
      ],
      views,
      { '2026-11-05': 1, '2026-11-10': 2, '2026-11-12': 1 },
      '2026-11-20',
    );
    // newest first
    expect(effects.map((effect) => effect.price)).toEqual([270_000, 280_000]);
    expect(effects[1]).toMatchObject({
      before: { views: 14, requests: 1 }, // 3 … 9 November
      after: { views: 35, requests: 3 }, // 10 … 16 November
      afterDays: 7,
    });
    // a change two days ago has two days of effect so far
    expect(effects[0]).toMatchObject({ afterDays: 3, after: { views: 15 } });
    expect(countsFrom(effects, '2026-10-22')).toBe('2026-10-22');
    expect(
      countsFrom([{ date: '2026-09-10T09:00:00.000Z', previous: 1, price: 2 }], '2026-10-22'),
    ).toBe('2026-09-03');
  });

  it('lists the price changes in the history', () => {
    const events = historyTimeline(
      Date.UTC(2026, 7, 20),
      [],
      [{ date: '2026-10-01T08:00:00.000Z', previous: 300_000, price: 285_000 }],
    );
    expect(events[0]).toEqual({
      type: 'price',
      at: Date.UTC(2026, 9, 1, 8),
      previous: 300_000,
      price: 285_000,
    });
  });
});
