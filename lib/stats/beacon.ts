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
 * Whether a beacon is what a browser sends from a page of this site, as `sendView` sends it
 * (navigator.sendBeacon, or fetch with keepalive). Every browser names the page's origin in
 * `Origin` on a POST, same-origin ones included, so a request without it is not a browser's. A
 * browser that sends Fetch Metadata sends the three headers together, and for this request they
 * read same-origin, a CORS or no-CORS fetch, and no destination; a lone `Sec-Fetch-Site` or a
 * navigation (a form posted to the beacon) is a script's or another page's. The body is JSON.
 * A script can still write all of these: what it cannot do is count more than once a day per
 * address (`viewerNetwork`).
 */
export function browserBeacon(
  headers: { get(name: string): string | null },
  ownOrigins: readonly string[],
): boolean {
  const origin = headers.get('origin');
  if (origin === null || !ownOrigins.includes(origin)) return false;
  const site = headers.get('sec-fetch-site');
  const mode = headers.get('sec-fetch-mode');
  const dest = headers.get('sec-fetch-dest');
  if (site !== null || mode !== null || dest !== null) {
    if (site !== 'same-origin') return false;
    if (mode !== 'cors' && mode !== 'no-cors' && mode !== 'same-origin') return false;
    if (dest !== 'empty') return false;
  }
  const type = (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json';
}

/**
 * Who counts as one viewer for a day: the network address alone, an IPv6 address by its /64
 * (the block one household or phone is given, which a script could otherwise walk through).
 * Not the browser string, which a loop can change at will, and no identifier stored in the
 * browser, which a loop could drop at will and which would need the visitor's consent: people
 * sharing one address (a household, an office) count as one viewer a day — a figure that can
 * fall short, never one a loop can raise.
 */
export function viewerNetwork(address: string): string {
  const text = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (mapped) return mapped[1]!;
  if (!text.includes(':')) return text;
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
