import type { Listing } from '@/lib/model/types';

/*
 * What an alert reports (docs/search-alerts.md): listings an import added after the alert last
 * looked, and price drops an import recorded after it. Each is an event with a key of its own, so
 * that a listing is reported once as new and each drop once, whatever runs the job. A drop's key
 * is the price it dropped to, not the time of the import that recorded it: a rollback and the
 * same feed imported again record the drop anew, at another time, and it is still the same news
 * (issue 35, docs/import.md).
 */

export type AlertEvent =
  | { kind: 'new'; key: 'new'; listing: Listing }
  | { kind: 'drop'; key: string; listing: Listing; previous: number; price: number };

/** Listing ID → ISO time of the import that added it (`VersionContent.addedAt`). */
export type AddedAt = Readonly<Record<string, string>>;

/** A drop's key: once per listing and price dropped to, whatever the versions that recorded it. */
export function dropKey(price: number): string {
  return `drop:${price}`;
}

/**
 * The news among listings that match an alert: new since `since` (epoch ms), or cheaper since
 * then; a listing both new and cheaper is new (its price is the one it has now). Only listings
 * still on offer are news.
 */
export function alertNews(
  matching: readonly Listing[],
  addedAt: AddedAt,
  since: number,
): AlertEvent[] {
  const events: AlertEvent[] = [];
  for (const listing of matching) {
    if (listing.unavailable) continue;
    const added = addedAt[listing.id];
    if (added !== undefined && Date.parse(added) > since) {
      events.push({ kind: 'new', key: 'new', listing });
      continue;
    }
    for (const entry of listing.priceHistory) {
      const at = Date.parse(entry.date);
      if (at > since && entry.price < entry.previous)
        events.push({
          kind: 'drop',
          key: dropKey(entry.price),
          listing,
          previous: entry.previous,
          price: entry.price,
        });
    }
  }
  return events;
}
