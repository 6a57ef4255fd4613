import { PAGE_KINDS, type PageKind } from '@/lib/db/page-views';

/** A beacon body is a few dozen bytes; anything past this is not one. */
export const BEACON_MAX_BYTES = 2048;

export type Beacon = { listingId: number; kind: PageKind; referrer: string | null };

/** The view a beacon reports, or null for anything else (malformed JSON, `null`, an array, unknown kind). */
export function parseBeacon(text: string): Beacon | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const { listingId, kind, referrer } = body as Record<string, unknown>;
  const id = Number(listingId);
  if (!Number.isSafeInteger(id) || id <= 0 || !PAGE_KINDS.includes(kind as PageKind)) return null;
  return {
    listingId: id,
    kind: kind as PageKind,
    referrer: typeof referrer === 'string' ? referrer.slice(0, 500) : null,
  };
}

/**
 * Whether a beacon comes from a page of this site. Browsers say so in `Sec-Fetch-Site`; without
 * it (older browsers) the `Origin` must be the site's own or the request's host. Another site's
 * page, or a script that names no origin, cannot inflate an owner's statistics.
 */
export function sameOriginBeacon(
  headers: { get(name: string): string | null },
  ownOrigins: readonly string[],
): boolean {
  const site = headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = headers.get('origin');
  return origin !== null && ownOrigins.includes(origin);
}
