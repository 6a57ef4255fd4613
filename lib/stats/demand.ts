import { normalizeText } from '@/lib/data/text-index';
import type { DemandCriteria, DemandRow } from '@/lib/model/demand';
import type { Listing, PriceHistoryEntry } from '@/lib/model/types';

/**
 * Demand for an owner's property: the "I'm looking for" registrations and the confirmed search
 * alerts whose criteria the property meets — goal, type, zone (city), price and bedrooms — now
 * and at the end of each of the last weeks. The history is reckoned from the rows' own dates
 * (registered, withdrawn or expired; alert confirmed, unsubscribed) and the property's price at
 * each moment (its price changes), not from stored snapshots: the rows keep those dates and are
 * never rewritten, so the count of any past moment can be recomputed and needs no job to record it.
 * Only counts leave this module: nothing about the people behind the rows.
 */
export const DEMAND_WEEKS = 12;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The facts of the property that criteria look at (those of `Listing`). */
export type DemandSubject = Pick<Listing, 'goal' | 'typeIds' | 'price'> & {
  place: Pick<Listing['place'], 'zip' | 'city'>;
  rooms: Pick<Listing['rooms'], 'bedrooms'>;
};

function zoneMatches(zone: string, subject: DemandSubject): boolean {
  const [name = '', postcode] = zone.split('|').map((part) => part.trim());
  if (postcode) return postcode === subject.place.zip;
  if (/^[0-9]{4}$/.test(name)) return name === subject.place.zip;
  return name !== '' && normalizeText(name) === normalizeText(subject.place.city);
}

/** Whether the property, at `price`, meets the criteria (a property without a price meets no price bound). */
export function meetsCriteria(
  subject: DemandSubject,
  criteria: DemandCriteria,
  price: number | null = subject.price,
): boolean {
  if (criteria.goal !== subject.goal) return false;
  if (criteria.types.length > 0 && !criteria.types.some((type) => subject.typeIds.includes(type)))
    return false;
  if (criteria.zones.length > 0 && !criteria.zones.some((zone) => zoneMatches(zone, subject)))
    return false;
  if (criteria.priceMin !== null || criteria.priceMax !== null) {
    if (price === null) return false;
    if (criteria.priceMin !== null && price < criteria.priceMin) return false;
    if (criteria.priceMax !== null && price > criteria.priceMax) return false;
  }
  if (criteria.bedroomsMin !== null && criteria.bedroomsMin > 0)
    return (subject.rooms.bedrooms ?? 0) >= criteria.bedroomsMin;
  return true;
}

/**
 * The asking price at `at`: before a recorded change it was that change's previous price; after
 * the last, the current one. (Changes are oldest first, as `Listing.priceHistory` keeps them.)
 */
export function priceAt(
  current: number | null,
  history: readonly Pick<PriceHistoryEntry, 'date' | 'previous'>[],
  at: number,
): number | null {
  for (const change of history) if (Date.parse(change.date) > at) return change.previous;
  return current;
}

const activeAt = (row: DemandRow, at: number) =>
  row.from <= at && (row.until === null || row.until > at);

export type DemandCount = { register: number; alert: number; total: number };

/** How many rows were looking at `at` and matched the property at its price then. */
export function demandAt(
  subject: DemandSubject & { priceHistory: readonly PriceHistoryEntry[] },
  rows: readonly DemandRow[],
  at: number,
): DemandCount {
  const price = priceAt(subject.price, subject.priceHistory, at);
  const count: DemandCount = { register: 0, alert: 0, total: 0 };
  for (const row of rows) {
    if (!activeAt(row, at) || !meetsCriteria(subject, row.criteria, price)) continue;
    count[row.source] += 1;
    count.total += 1;
  }
  return count;
}

export type DemandPoint = DemandCount & { at: number };

/** The moments of the history: `now` and the same time 1 … `weeks - 1` weeks before, oldest first. */
export function demandMoments(now: number, weeks = DEMAND_WEEKS): number[] {
  return Array.from({ length: weeks }, (_, index) => now - (weeks - 1 - index) * WEEK_MS);
}

/** The demand now (the last point) and at the end of each earlier week, oldest first. */
export function demandHistory(
  subject: DemandSubject & { priceHistory: readonly PriceHistoryEntry[] },
  rows: readonly DemandRow[],
  now: number,
  weeks = DEMAND_WEEKS,
): DemandPoint[] {
  return demandMoments(now, weeks).map((at) => ({ at, ...demandAt(subject, rows, at) }));
}
