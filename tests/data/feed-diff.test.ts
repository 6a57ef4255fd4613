import { describe, expect, it } from 'vitest';
import { resolveDetail } from '@/lib/data/canonical';
import {
  DEFAULT_HOLD_LIMITS,
  describeDiff,
  diffPayloads,
  hasChanges,
  holdReasons,
} from '@/lib/data/feed-diff';
import { parsePayload } from '@/lib/data/load';
import { MARQUEE_NONE, type RawPayload } from '@/lib/data/schema';
import { buildStore } from '@/lib/data/store';
import {
  baseContent,
  decodeContent,
  encodeContent,
  nextContent,
  REMOVED_KEPT_DAYS,
} from '@/lib/data/version-content';
import { generatePayload } from '@/demo/listings/payload';

const BASE = generatePayload({ seed: 5, count: 20, locales: ['fr', 'en'], projects: 0 });
const ids = [...new Set(BASE.listings.map((record) => record.ID))];
const recordsOf = (payload: RawPayload, id: number) =>
  payload.listings.filter((record) => record.ID === id);
const withPrice = (payload: RawPayload, id: number, price: number) => {
  const copy = structuredClone(payload);
  for (const record of recordsOf(copy, id)) record.Price = price;
  return copy;
};
const T0 = new Date(Date.UTC(2026, 10, 25, 6));

describe('what a feed changes', () => {
  it('finds nothing between a data set and itself', () => {
    const diff = diffPayloads(BASE, structuredClone(BASE));
    expect(hasChanges(diff)).toBe(false);
    expect(diff).toMatchObject({
      before: ids.length,
      after: ids.length,
      added: [],
      removed: [],
      changed: [],
      prices: [],
      statuses: [],
    });
  });

  it('names added and removed listings, the fields that changed, price and status changes', () => {
    const next = withPrice(BASE, ids[0]!, 123_456);
    for (const record of recordsOf(next, ids[1]!))
      Object.assign(record, {
        Bedrooms: (record.Bedrooms ?? 0) + 1,
        Marquee: record.Marquee === MARQUEE_NONE ? 1 : MARQUEE_NONE,
      });
    const newcomer = recordsOf(BASE, ids[2]!).map((record) => ({ ...record, ID: 999_001 }));
    next.listings = [...next.listings.filter((record) => record.ID !== ids[3]), ...newcomer];
    const diff = diffPayloads(BASE, next);
    expect(diff.added).toEqual([999_001]);
    expect(diff.removed).toEqual([ids[3]]);
    expect(diff.changed).toEqual([
      { id: ids[0], fields: ['Price'] },
      { id: ids[1], fields: ['Bedrooms', 'Marquee'] },
    ]);
    expect(diff.prices).toEqual([
      { id: ids[0], previous: recordsOf(BASE, ids[0]!)[0]!.Price, price: 123_456 },
    ]);
    expect(diff.statuses).toHaveLength(1);
    const summary = describeDiff(diff);
    expect(summary).toContain(`added: 1\n    999001`);
    expect(summary).toContain(`${ids[1]}: Bedrooms, Marquee`);
    expect(summary).toContain(`removed: 1\n    ${ids[3]}`);
  });

  it('notes a listing that lost a language, and changes outside the listings', () => {
    const next = structuredClone(BASE);
    next.listings = next.listings.filter(
      (record) => !(record.ID === ids[0] && record.language === 'en'),
    );
    next.webIDs[0]!.Name = 'Renamed';
    const diff = diffPayloads(BASE, next);
    expect(diff.changed).toEqual([{ id: ids[0], fields: ['language'] }]);
    expect(diff.otherChanges).toEqual(['webIDs']);
  });

  it('holds a feed that removes or reprices more than the allowed share', () => {
    const quarter = structuredClone(BASE);
    const gone = new Set(ids.slice(0, Math.ceil(ids.length / 4)));
    quarter.listings = quarter.listings.filter((record) => !gone.has(record.ID));
    expect(holdReasons(diffPayloads(BASE, quarter), DEFAULT_HOLD_LIMITS)[0]).toMatch(
      /^it removes 5 of 20 listings \(25 %, more than 20 %\)$/,
    );
    expect(
      holdReasons(diffPayloads(BASE, quarter), { removedShare: 0.3, priceShare: 0.2 }),
    ).toEqual([]);
    let repriced = BASE;
    for (const id of ids.slice(0, 5)) repriced = withPrice(repriced, id, 100_000 + id);
    expect(holdReasons(diffPayloads(BASE, repriced), DEFAULT_HOLD_LIMITS)).toEqual([
      'it changes 5 of 20 prices (25 %, more than 20 %)',
    ]);
    expect(
      holdReasons(diffPayloads(BASE, withPrice(BASE, ids[0]!, 1)), DEFAULT_HOLD_LIMITS),
    ).toEqual([]);
  });
});

describe('versions', () => {
  it('carries the price history on, adds this import’s changes, and keeps removed listings for a year', () => {
    const first = withPrice(BASE, ids[0]!, 200_000);
    first.listings = first.listings.filter((record) => record.ID !== ids[1]);
    const v1 = nextContent(baseContent(BASE), first, diffPayloads(BASE, first), T0);
    expect(v1.priceHistory[ids[0]!]).toEqual([
      { date: T0.toISOString(), previous: recordsOf(BASE, ids[0]!)[0]!.Price, price: 200_000 },
    ]);
    expect(v1.updatedAt).toEqual({ [ids[0]!]: T0.toISOString() });
    expect(v1.removed).toEqual([
      { id: ids[1], removedAt: T0.toISOString(), records: recordsOf(BASE, ids[1]!) },
    ]);

    const later = new Date(T0.getTime() + 86_400_000);
    const second = withPrice(first, ids[0]!, 190_000);
    const v2 = nextContent(v1, second, diffPayloads(first, second), later);
    expect(v2.priceHistory[ids[0]!]!.map((entry) => entry.price)).toEqual([200_000, 190_000]);
    expect(v2.removed.map((entry) => entry.id)).toEqual([ids[1]]);

    const yearLater = new Date(T0.getTime() + (REMOVED_KEPT_DAYS + 1) * 86_400_000);
    expect(nextContent(v2, second, diffPayloads(second, second), yearLater).removed).toEqual([]);
    // a listing that comes back is no longer removed
    expect(nextContent(v2, BASE, diffPayloads(second, BASE), later).removed).toEqual([]);
    expect(decodeContent(encodeContent(v2))).toEqual(v2);
  });

  it('builds a store whose listings carry their history, and whose removed listings answer as gone', () => {
    const next = withPrice(BASE, ids[0]!, 250_000);
    next.listings = next.listings.filter((record) => record.ID !== ids[1]);
    const content = nextContent(baseContent(BASE), next, diffPayloads(BASE, next), T0);
    const store = buildStore(parsePayload(content.payload, 'test'), content);
    const fr = store.byLocale.get('fr')!;
    expect(fr.byId.get(ids[0]!)?.priceHistory).toHaveLength(1);
    expect(fr.byId.get(ids[0]!)?.updatedAt).toBe(T0.toISOString());
    expect(fr.byId.get(ids[2]!)?.priceHistory).toEqual([]);
    expect(fr.byId.get(ids[2]!)?.updatedAt).toBe(fr.byId.get(ids[2]!)?.createdAt);
    expect(fr.removed.get(ids[1]!)?.id).toBe(ids[1]);

    const lookup = {
      listing: (id: number) => fr.byId.get(id) ?? null,
      project: () => null,
      removed: (id: number) => fr.removed.get(id) ?? null,
    };
    const path = (id: number) => ({
      route: '/for-sale/[city]/[slug]/[id]' as const,
      params: { city: 'x', slug: 'y', id: String(id) },
    });
    expect(resolveDetail(path(ids[1]!), 'fr', lookup)).toEqual({ status: 'gone', id: ids[1] });
    expect(resolveDetail(path(999_999), 'fr', lookup)).toEqual({
      status: 'missing',
      kind: 'for-sale',
    });
  });
});
