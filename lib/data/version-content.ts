import { gunzipSync, gzipSync } from 'node:zlib';
import type { FeedDiff } from './feed-diff';
import type { RawListing, RawPayload } from './schema';
import type { PriceHistoryEntry } from '@/lib/model/types';

/** A listing the feed no longer carries: its page answers 410 with similar listings for a year. */
export type RemovedListing = { id: number; removedAt: string; records: RawListing[] };

/**
 * One data set version (docs/importing-listings.md): the validated payload and what the imports
 * that led to it recorded — each listing's price changes, when it last changed, the removed ones.
 * Everything the site reads from a version, so a rollback restores all of it together.
 */
export type VersionContent = {
  payload: RawPayload;
  /** Listing ID → its price changes, oldest first. */
  priceHistory: Record<string, PriceHistoryEntry[]>;
  /** Listing ID → ISO time of the import that last added or changed it. */
  updatedAt: Record<string, string>;
  /** Listing ID → ISO time of the import that added it (search alerts' new listings); absent in versions imported before it was kept. */
  addedAt?: Record<string, string>;
  removed: RemovedListing[];
};

export const REMOVED_KEPT_DAYS = 365;

/** The bundled data set as a version: nothing recorded yet. */
export function baseContent(payload: RawPayload): VersionContent {
  return { payload, priceHistory: {}, updatedAt: {}, removed: [] };
}

/** The version an accepted feed becomes: its payload, with the history carried on and this import's changes added. */
export function nextContent(
  current: VersionContent,
  payload: RawPayload,
  diff: FeedDiff,
  now: Date,
): VersionContent {
  const at = now.toISOString();
  const present = new Set(payload.listings.map((record) => record.ID));
  const priceHistory: Record<string, PriceHistoryEntry[]> = {};
  for (const [id, entries] of Object.entries(current.priceHistory))
    if (present.has(Number(id))) priceHistory[id] = entries;
  for (const change of diff.prices)
    priceHistory[change.id] = [
      ...(priceHistory[change.id] ?? []),
      { date: at, previous: change.previous, price: change.price },
    ];

  const updatedAt: Record<string, string> = {};
  for (const [id, time] of Object.entries(current.updatedAt))
    if (present.has(Number(id))) updatedAt[id] = time;
  for (const id of [...diff.added, ...diff.changed.map((change) => change.id)]) updatedAt[id] = at;
  const addedAt: Record<string, string> = {};
  for (const [id, time] of Object.entries(current.addedAt ?? {}))
    if (present.has(Number(id))) addedAt[id] = time;
  for (const id of diff.added) addedAt[id] = at;

  const oldest = now.getTime() - REMOVED_KEPT_DAYS * 86_400_000;
  const removedIds = new Set(diff.removed);
  const records = new Map<number, RawListing[]>();
  for (const record of current.payload.listings)
    if (removedIds.has(record.ID))
      records.set(record.ID, [...(records.get(record.ID) ?? []), record]);
  const removed = [
    ...current.removed.filter(
      (entry) =>
        !present.has(entry.id) &&
        !removedIds.has(entry.id) &&
        Date.parse(entry.removedAt) >= oldest,
    ),
    ...diff.removed.map((id) => ({ id, removedAt: at, records: records.get(id) ?? [] })),
  ];
  return { payload, priceHistory, updatedAt, addedAt, removed };
}

export function encodeContent(content: VersionContent): Buffer {
  return gzipSync(JSON.stringify(content), { level: 1 });
}

export function decodeContent(bytes: Uint8Array): VersionContent {
  return JSON.parse(gunzipSync(bytes).toString('utf8')) as VersionContent;
}
