import type { RawListing, RawPayload } from './schema';

/**
 * What a feed changes against the data set the site serves, listing by listing (README ›
 * Importing listings). Listings are compared by ID over all their language records; facts are the
 * same in every language (one-truth.ts), so a price or status change is read from any of them.
 */
export type FieldChange = { id: number; fields: string[] };
export type PriceChange = { id: number; previous: number; price: number };
export type StatusChange = { id: number; previous: number; status: number };

export type FeedDiff = {
  /** Listings (distinct IDs) before and after. */
  before: number;
  after: number;
  added: number[];
  removed: number[];
  /** Every listing whose records differ, with the feed fields that differ (prices and statuses included). */
  changed: FieldChange[];
  prices: PriceChange[];
  statuses: StatusChange[];
  /** Projects, types and cities: whether anything outside the listings changed. */
  otherChanges: string[];
};

function byId(listings: RawListing[]): Map<number, Map<string, RawListing>> {
  const groups = new Map<number, Map<string, RawListing>>();
  for (const record of listings) {
    const group = groups.get(record.ID) ?? new Map<string, RawListing>();
    group.set(record.language, record);
    groups.set(record.ID, group);
  }
  return groups;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sameRecords = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length &&
  same(a.map((r) => JSON.stringify(r)).sort(), b.map((r) => JSON.stringify(r)).sort());

function changedFields(before: Map<string, RawListing>, after: Map<string, RawListing>): string[] {
  const fields = new Set<string>();
  for (const language of new Set([...before.keys(), ...after.keys()])) {
    const old = before.get(language);
    const next = after.get(language);
    if (!old || !next) {
      fields.add('language');
      continue;
    }
    // most records of a daily feed are unchanged: one comparison of the whole record first
    if (same(old, next)) continue;
    for (const key of Object.keys(next) as (keyof RawListing)[])
      if (!same(old[key], next[key])) fields.add(key);
  }
  return [...fields].sort();
}

const first = (group: Map<string, RawListing>): RawListing => group.values().next().value!;

const OTHER_PARTS = [
  'projects',
  'webIDs',
  'citys',
  'citysSale',
  'citysRent',
  'neighbourhoods',
] as const;

export function diffPayloads(current: RawPayload, next: RawPayload): FeedDiff {
  const before = byId(current.listings);
  const after = byId(next.listings);
  const diff: FeedDiff = {
    before: before.size,
    after: after.size,
    added: [],
    removed: [],
    changed: [],
    prices: [],
    statuses: [],
    otherChanges: [],
  };
  for (const [id, group] of after) {
    const old = before.get(id);
    if (!old) {
      diff.added.push(id);
      continue;
    }
    const fields = changedFields(old, group);
    if (fields.length === 0) continue;
    diff.changed.push({ id, fields });
    const [was, now] = [first(old), first(group)];
    if (was.Price !== now.Price) diff.prices.push({ id, previous: was.Price, price: now.Price });
    if (was.Marquee !== now.Marquee)
      diff.statuses.push({ id, previous: was.Marquee, status: now.Marquee });
  }
  for (const id of before.keys()) if (!after.has(id)) diff.removed.push(id);
  // in any order: lists the import derived (feed-lists.ts) need not come in the served order
  for (const part of OTHER_PARTS)
    if (!sameRecords(current[part], next[part])) diff.otherChanges.push(part);
  for (const list of [diff.added, diff.removed]) list.sort((a, b) => a - b);
  return diff;
}

export function hasChanges(diff: FeedDiff): boolean {
  return (
    diff.added.length + diff.removed.length + diff.changed.length + diff.otherChanges.length > 0
  );
}

/** Shares above which a feed is held until it is run again with `--accept` (0.2 = 20 %). */
export type HoldLimits = { removedShare: number; priceShare: number; quarantinedShare?: number };
export const DEFAULT_HOLD_LIMITS: Required<HoldLimits> = {
  removedShare: 0.2,
  priceShare: 0.2,
  quarantinedShare: 0.2,
};

const percent = (share: number) => `${Math.round(share * 1000) / 10} %`;

/**
 * Why a feed is held for its quarantined records (feed-screen.ts): more than the allowed share of
 * its listings are bad, which is the export's fault rather than a few records'.
 */
export function quarantineHoldReason(
  quarantined: number,
  listings: number,
  limits: HoldLimits,
): string | null {
  const limit = limits.quarantinedShare ?? DEFAULT_HOLD_LIMITS.quarantinedShare;
  if (quarantined === 0 || listings === 0) return null;
  const share = quarantined / listings;
  return share > limit
    ? `it quarantines ${quarantined} of ${listings} listings (${percent(share)}, more than ${percent(limit)})`
    : null;
}

/** Why a feed is held: it removes or reprices more than the allowed share of the listings. Empty when it may go. */
export function holdReasons(diff: FeedDiff, limits: HoldLimits): string[] {
  if (diff.before === 0) return [];
  const reasons: string[] = [];
  const removed = diff.removed.length / diff.before;
  if (removed > limits.removedShare)
    reasons.push(
      `it removes ${diff.removed.length} of ${diff.before} listings (${percent(removed)}, more than ${percent(limits.removedShare)})`,
    );
  const repriced = diff.prices.length / diff.before;
  if (repriced > limits.priceShare)
    reasons.push(
      `it changes ${diff.prices.length} of ${diff.before} prices (${percent(repriced)}, more than ${percent(limits.priceShare)})`,
    );
  return reasons;
}

const MARQUEE_NAMES = ['none', 'new', 'to take over', 'sold', 'rented'];
const SHOWN = 20;

function listed<T>(items: T[], line: (item: T) => string): string[] {
  const lines = items.slice(0, SHOWN).map((item) => `    ${line(item)}`);
  if (items.length > SHOWN) lines.push(`    … and ${items.length - SHOWN} more`);
  return lines;
}

/** The summary `npm run import` prints. */
export function describeDiff(diff: FeedDiff): string {
  const lines = [
    `listings: ${diff.before} → ${diff.after}`,
    `added: ${diff.added.length}`,
    ...listed(diff.added, String),
    `changed: ${diff.changed.length}`,
    ...listed(diff.changed, (change) => `${change.id}: ${change.fields.join(', ')}`),
    `price changes: ${diff.prices.length}`,
    ...listed(diff.prices, (change) => `${change.id}: ${change.previous} → ${change.price}`),
    `status changes: ${diff.statuses.length}`,
    ...listed(
      diff.statuses,
      (change) =>
        `${change.id}: ${MARQUEE_NAMES[change.previous] ?? change.previous} → ${MARQUEE_NAMES[change.status] ?? change.status}`,
    ),
    `removed: ${diff.removed.length}`,
    ...listed(diff.removed, String),
  ];
  if (diff.otherChanges.length > 0) lines.push(`also changed: ${diff.otherChanges.join(', ')}`);
  return lines.join('\n');
}
