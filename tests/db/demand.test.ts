import { expect, it } from 'vitest';
import { confirmAlert, createAlert, unsubscribeAlert } from '@/lib/db/alerts';
import { registrationUntil } from '@/lib/db/demand';
import { storeDemand } from '@/lib/db/requests';
import { REQUEST_RETENTION_MS, storeSubmission } from '@/lib/db/submissions';
import { DEMAND_WEEKS, demandAt, demandHistory } from '@/lib/stats/demand';
import { demandRows } from '@/lib/stats/demand-rows';
import { describeEachStore } from './support';

/*
 * A seeded register: "I'm looking for" registrations and search alerts, some matching the
 * property, some not, some no longer looking; the counts the owner's dashboard shows, now and
 * week by week, read back from each store.
 */

const NOW = Date.UTC(2026, 10, 25, 12);
const DAY = 86_400_000;
const WEEK = 7 * DAY;

const property = {
  goal: 'sale' as const,
  typeIds: [2],
  price: 300_000,
  place: { zip: '1000', city: 'Bruxelles' },
  rooms: { bedrooms: 3 },
  priceHistory: [],
};

describeEachStore('the demand register', (database) => {
  async function register(
    at: number,
    demand: {
      goal?: 'sale' | 'rent';
      types?: number[];
      zones?: string[];
      minRooms?: number | null;
      priceMin?: number | null;
      priceMax?: number | null;
      moveUntil?: string;
    },
  ) {
    const submissionId = await storeSubmission(
      database.db,
      {
        kind: 'demand',
        locale: 'fr',
        payload: {
          email: `seeker-${at}@example.be`,
          ...(demand.moveUntil ? { moveUntil: demand.moveUntil } : {}),
        },
      },
      at,
    );
    await storeDemand(
      database.db,
      {
        submissionId,
        goal: demand.goal ?? 'sale',
        types: demand.types ?? [2],
        zones: demand.zones ?? ['Bruxelles|1000'],
        minRooms: demand.minRooms ?? null,
        priceMin: demand.priceMin ?? null,
        priceMax: demand.priceMax ?? null,
      },
      at,
    );
  }

  async function alert(
    query: Record<string, string | string[]>,
    confirmedAt: number | null,
    unsubscribedAt: number | null = null,
    goal: 'sale' | 'rent' = 'sale',
  ) {
    const id = await createAlert(
      database.db,
      {
        email: `alert-${Math.random()}@example.be`,
        locale: 'nl',
        goal,
        query: JSON.stringify(query),
        frequency: 'weekly',
      },
      (confirmedAt ?? NOW) - DAY,
    );
    if (confirmedAt !== null) await confirmAlert(database.db, id, confirmedAt, confirmedAt);
    if (unsubscribedAt !== null) await unsubscribeAlert(database.db, id, unsubscribedAt);
  }

  it('counts the registrations and confirmed alerts that match the property, now and week by week', async () => {
    // registrations that match
    await register(NOW - 9 * WEEK - DAY, { priceMax: 350_000, minRooms: 2 });
    await register(NOW - 3 * WEEK - DAY, { zones: ['Brussel|1000', 'Gent|9000'], types: [1, 2] });
    // matching, but wanting to have moved by ten days ago
    await register(NOW - 6 * WEEK - DAY, { moveUntil: '2026-11-15' });
    // not matching: another goal, type, area, budget or more bedrooms
    await register(NOW - 2 * WEEK, { goal: 'rent' });
    await register(NOW - 2 * WEEK, { types: [1] });
    await register(NOW - 2 * WEEK, { zones: ['Gent|9000'] });
    await register(NOW - 2 * WEEK, { priceMax: 250_000 });
    await register(NOW - 2 * WEEK, { minRooms: 4 });
    // older than the retention: no longer kept looking
    await register(NOW - REQUEST_RETENTION_MS - 13 * WEEK, {});

    // alerts that match: by city and price, and the whole list
    await alert({ city: ['Brussel|1000'], max: '400000', type: '2' }, NOW - 5 * WEEK - DAY);
    await alert({}, NOW - WEEK - DAY);
    // unsubscribed four weeks ago, waiting for its confirmation, or elsewhere
    await alert({}, NOW - 10 * WEEK, NOW - 4 * WEEK + DAY);
    await alert({}, null);
    await alert({ city: 'Gent|9000' }, NOW - 5 * WEEK);
    await alert({}, NOW - 5 * WEEK, null, 'rent');

    const rows = await demandRows(database.db, 'sale', NOW - DEMAND_WEEKS * WEEK);
    expect(JSON.stringify(rows)).not.toContain('@example.be');
    expect(demandAt(property, rows, NOW)).toEqual({ register: 2, alert: 2, total: 4 });

    const totals = demandHistory(property, rows, NOW).map((point) => point.total);
    expect(totals).toEqual([
      // 11 weeks ago nobody; from 10 weeks ago the alert later unsubscribed; from 9 the first registration
      0,
      1, 2, 2, 2,
      // 6 weeks ago the registration wanting to have moved by 15 November; 5 weeks ago the city alert
      3,
      4,
      // 4 weeks ago the alert was still there; by 3 weeks ago it had gone and the second registration came
      4,
      4, 4,
      // last week the registration wanting to have moved had stopped, and the whole-list alert came
      4, 4,
    ]);
  });

  it('keeps a registration looking until the day after it wanted to have moved, at most for its retention', () => {
    const at = Date.UTC(2026, 0, 10);
    expect(registrationUntil(at, JSON.stringify({ moveUntil: '2026-03-01' }))).toBe(
      Date.UTC(2026, 2, 2),
    );
    expect(registrationUntil(at, '{}')).toBe(at + REQUEST_RETENTION_MS);
    expect(registrationUntil(at, JSON.stringify({ moveUntil: '2030-01-01' }))).toBe(
      at + REQUEST_RETENTION_MS,
    );
    expect(registrationUntil(at, 'not json')).toBe(at + REQUEST_RETENTION_MS);
  });
});
