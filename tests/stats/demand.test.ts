import { describe, expect, it } from 'vitest';
import { demandAt, demandHistory, demandMoments, meetsCriteria, priceAt } from '@/lib/stats/demand';
import type { DemandCriteria, DemandRow } from '@/lib/model/demand';

const NOW = Date.UTC(2026, 10, 25, 12);
const WEEK = 7 * 86_400_000;

const subject = {
  goal: 'sale' as const,
  typeIds: [2, 5],
  price: 300_000,
  place: { zip: '1000', city: 'Bruxelles' },
  rooms: { bedrooms: 3 },
  priceHistory: [
    { date: new Date(NOW - 3 * WEEK).toISOString(), previous: 340_000, price: 300_000 },
  ],
};

function criteria(overrides: Partial<DemandCriteria> = {}): DemandCriteria {
  return {
    goal: 'sale',
    types: [],
    zones: [],
    priceMin: null,
    priceMax: null,
    bedroomsMin: null,
    ...overrides,
  };
}

describe('a registration or an alert matches a property', () => {
  it('by goal, any of its types, any of its zones, its price within the budget and enough bedrooms', () => {
    expect(meetsCriteria(subject, criteria())).toBe(true);
    expect(meetsCriteria(subject, criteria({ goal: 'rent' }))).toBe(false);
    expect(meetsCriteria(subject, criteria({ types: [1, 5] }))).toBe(true);
    expect(meetsCriteria(subject, criteria({ types: [1, 3] }))).toBe(false);
    expect(meetsCriteria(subject, criteria({ zones: ['Brussel|1000'] }))).toBe(true);
    expect(meetsCriteria(subject, criteria({ zones: ['Ixelles|1050', '1000'] }))).toBe(true);
    expect(meetsCriteria(subject, criteria({ zones: ['bruxelles'] }))).toBe(true);
    expect(meetsCriteria(subject, criteria({ zones: ['Ixelles|1050'] }))).toBe(false);
    expect(meetsCriteria(subject, criteria({ priceMin: 300_000, priceMax: 300_000 }))).toBe(true);
    expect(meetsCriteria(subject, criteria({ priceMax: 299_999 }))).toBe(false);
    expect(meetsCriteria(subject, criteria({ priceMin: 300_001 }))).toBe(false);
    expect(meetsCriteria(subject, criteria({ bedroomsMin: 3 }))).toBe(true);
    expect(meetsCriteria(subject, criteria({ bedroomsMin: 4 }))).toBe(false);
  });

  it('meets no budget without a published price, and no bedroom wish without a known count', () => {
    const unknown = { ...subject, price: null, rooms: { bedrooms: null } };
    expect(meetsCriteria(unknown, criteria({ priceMax: 500_000 }))).toBe(false);
    expect(meetsCriteria(unknown, criteria({ bedroomsMin: 1 }))).toBe(false);
    expect(meetsCriteria(unknown, criteria())).toBe(true);
  });
});

describe('the price at a moment', () => {
  it('is the previous price of the first later change, else the current one', () => {
    const history = [
      { date: '2026-09-01T00:00:00.000Z', previous: 360_000 },
      { date: '2026-10-01T00:00:00.000Z', previous: 340_000 },
    ];
    expect(priceAt(300_000, history, Date.UTC(2026, 7, 1))).toBe(360_000);
    expect(priceAt(300_000, history, Date.UTC(2026, 8, 15))).toBe(340_000);
    expect(priceAt(300_000, history, Date.UTC(2026, 9, 15))).toBe(300_000);
    expect(priceAt(null, [], NOW)).toBeNull();
  });
});

describe('the demand over time', () => {
  const rows: DemandRow[] = [
    // registered ten weeks ago, still looking
    {
      source: 'register',
      criteria: criteria({ priceMax: 320_000 }),
      from: NOW - 10 * WEEK,
      until: null,
    },
    // registered five weeks ago, its moving date passed a week ago
    { source: 'register', criteria: criteria(), from: NOW - 5 * WEEK, until: NOW - WEEK },
    // an alert confirmed two weeks ago
    {
      source: 'alert',
      criteria: criteria({ zones: ['Brussel|1000'] }),
      from: NOW - 2 * WEEK,
      until: null,
    },
    // an alert unsubscribed yesterday
    { source: 'alert', criteria: criteria(), from: NOW - 8 * WEEK, until: NOW - 86_400_000 },
    // another area, never matching
    {
      source: 'alert',
      criteria: criteria({ zones: ['Gent|9000'] }),
      from: NOW - 8 * WEEK,
      until: null,
    },
  ];

  it('counts the rows looking now, by where they come from', () => {
    expect(demandAt(subject, rows, NOW)).toEqual({ register: 1, alert: 1, total: 2 });
  });

  it('reckons each past week from the rows’ dates and the price asked then', () => {
    const history = demandHistory(subject, rows, NOW);
    expect(history).toHaveLength(12);
    expect(history.map((point) => point.at)).toEqual(demandMoments(NOW));
    expect(history.at(-1)).toMatchObject({ at: NOW, total: 2 });
    // four weeks ago the price was 340,000: over the first registration's budget
    expect(history[12 - 1 - 4]).toMatchObject({ register: 1, alert: 1, total: 2 });
    // two weeks ago: at 300,000 the first registration matches again, the alert has just been confirmed
    expect(history[12 - 1 - 2]).toMatchObject({ register: 2, alert: 2, total: 4 });
    // eleven weeks ago nobody was looking yet
    expect(history[0]).toMatchObject({ total: 0 });
  });
});
