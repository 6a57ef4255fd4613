import type { PriceHistoryEntry } from '@/lib/model/types';

/** A drop counts as recent on cards for this many days. */
export const RECENT_DROP_DAYS = 60;
const DAY = 86_400_000;

/** A price change as the feed writes it: the day of the change and the price before it. */
export type RawPriceChange = { Date: string; PreviousPrice: number };

/**
 * The feed's changes (oldest first) as history entries: each change's new price is the next
 * change's previous price, the last one's the current price.
 */
export function historyFromFeed(
  changes: readonly RawPriceChange[] | undefined,
  currentPrice: number,
): PriceHistoryEntry[] {
  const ordered = [...(changes ?? [])].sort((a, b) => Date.parse(a.Date) - Date.parse(b.Date));
  return ordered.map((change, index) => ({
    date: change.Date,
    previous: change.PreviousPrice,
    price: ordered[index + 1]?.PreviousPrice ?? currentPrice,
  }));
}

/** The feed's own history followed by the changes imports recorded after its last entry. */
export function mergeHistory(
  own: readonly PriceHistoryEntry[],
  recorded: readonly PriceHistoryEntry[],
): PriceHistoryEntry[] {
  const last = own.length > 0 ? Date.parse(own[own.length - 1]!.date) : Number.NEGATIVE_INFINITY;
  return [...own, ...recorded.filter((entry) => Date.parse(entry.date) > last)];
}

/** The latest change when it lowered the price (a later rise cancels it); null otherwise. */
export function lastDrop(history: readonly PriceHistoryEntry[]): PriceHistoryEntry | null {
  const last = history[history.length - 1];
  return last && last.price < last.previous ? last : null;
}

/** Whether the price was lowered within RECENT_DROP_DAYS before `now` (for the card badge). */
export function hasRecentDrop(
  history: readonly PriceHistoryEntry[],
  now: number = Date.now(),
  days = RECENT_DROP_DAYS,
): boolean {
  const drop = lastDrop(history);
  if (!drop) return false;
  const at = Date.parse(drop.date);
  return at <= now && now - at <= days * DAY;
}

/** Time of the last drop, for sorting: listings without one go last (-Infinity). */
export function lastDropTime(history: readonly PriceHistoryEntry[]): number {
  const drop = lastDrop(history);
  return drop ? Date.parse(drop.date) : Number.NEGATIVE_INFINITY;
}
