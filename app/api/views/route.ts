import { NextResponse, type NextRequest } from 'next/server';
import { getListingInAnyLanguage } from '@/lib/data';
import { getDatabase } from '@/lib/db/connection';
import { recordPageView } from '@/lib/db/page-views';
import { hitRateLimit } from '@/lib/db/rate-limits';
import { DEFAULT_LOCALE } from '@/lib/i18n/language-settings';
import { clientAddressOf } from '@/lib/security/client-address';
import { addressKey, rateLimitKey } from '@/lib/security/keys';
import { siteUrl } from '@/lib/runtime/site-url';
import { readCapped } from '@/lib/security/read-capped';
import { BEACON_MAX_BYTES, browserBeacon, parseBeacon, viewerNetwork } from '@/lib/stats/beacon';
import { brusselsDay } from '@/lib/stats/calendar';
import { viewSource } from '@/lib/stats/source';
import { isBot, isPrefetch } from '@/lib/stats/visitor';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The page-view beacon (owner statistics): POST {listingId, kind, referrer} after a property
 * page has loaded. First-party, no cookie is read or set. Counted once per viewer (the network
 * address, keyed-hashed: `viewerNetwork` says why not the browser string), listing, kind and
 * day, and only as a browser sends it from this site's own pages (`browserBeacon`); crawlers and
 * prefetches are not visits. 204 whether counted or not; 413 for a body that is not a beacon's
 * size, 403 for anything a browser on this site's page would not have sent.
 */
export async function POST(request: NextRequest) {
  const done = new NextResponse(null, { status: 204 });
  if (Number(request.headers.get('content-length') ?? 0) > BEACON_MAX_BYTES)
    return new NextResponse(null, { status: 413 });
  const own = [
    siteUrl().origin,
    `${request.nextUrl.protocol}//${request.headers.get('host') ?? ''}`,
  ];
  if (!browserBeacon(request.headers, own)) return new NextResponse(null, { status: 403 });
  const bytes = await readCapped(request.body, BEACON_MAX_BYTES);
  if (bytes === null) return new NextResponse(null, { status: 413 });
  const userAgent = request.headers.get('user-agent');
  if (isBot(userAgent) || isPrefetch(request.headers)) return done;
  const beacon = parseBeacon(Buffer.from(bytes).toString('utf8'));
  if (!beacon || !getListingInAnyLanguage(beacon.listingId, DEFAULT_LOCALE)) return done;
  try {
    const { db } = await getDatabase();
    const day = brusselsDay(Date.now());
    const visitor = addressKey(
      `views|${viewerNetwork(clientAddressOf(request.headers))}`,
      rateLimitKey(),
    );
    const first = await hitRateLimit(
      db,
      `views:${beacon.listingId}:${beacon.kind}:${day}:${visitor}`,
      { limit: 1, windowMs: DAY_MS },
    );
    if (!first.allowed) return done;
    await recordPageView(db, {
      listingId: beacon.listingId,
      day,
      kind: beacon.kind,
      source: viewSource(beacon.referrer, request.nextUrl.hostname),
    });
  } catch (error) {
    console.error(`views: not recorded (${error instanceof Error ? error.message : 'error'})`);
  }
  return done;
}
