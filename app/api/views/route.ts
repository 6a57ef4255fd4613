import { NextResponse, type NextRequest } from 'next/server';
import { getListing } from '@/lib/data';
import { getDatabase } from '@/lib/db/connection';
import { PAGE_KINDS, recordPageView, type PageKind } from '@/lib/db/page-views';
import { hitRateLimit } from '@/lib/db/rate-limits';
import { DEFAULT_LOCALE } from '@/lib/i18n/language-settings';
import { addressKey, clientAddress } from '@/lib/forms/limits';
import { rateLimitKey } from '@/lib/forms/server';
import { brusselsDay } from '@/lib/stats/calendar';
import { viewSource } from '@/lib/stats/source';
import { isBot, isPrefetch } from '@/lib/stats/visitor';

/** One address counts at most this many views of one property page an hour. */
const VIEWS_PER_HOUR = 20;

/**
 * The page-view beacon (§1 owner statistics): POST {listingId, kind, referrer} after a property
 * page has loaded. First-party, no cookie is read or set; crawlers, prefetches and repeated
 * loads beyond a fair number are not counted. Always answers 204.
 */
export async function POST(request: NextRequest) {
  const done = new NextResponse(null, { status: 204 });
  if (isBot(request.headers.get('user-agent')) || isPrefetch(request.headers)) return done;
  let body: { listingId?: unknown; kind?: unknown; referrer?: unknown };
  try {
    body = JSON.parse((await request.text()).slice(0, 2000)) as typeof body;
  } catch {
    return done;
  }
  const listingId = Number(body.listingId);
  const kind = body.kind as PageKind;
  if (!Number.isSafeInteger(listingId) || !PAGE_KINDS.includes(kind) || !getListing(listingId, DEFAULT_LOCALE)) return done;
  try {
    const { db } = await getDatabase();
    const address = addressKey(clientAddress(request.headers.get('x-forwarded-for'), Number(process.env.TRUSTED_PROXY_HOPS ?? 1)), rateLimitKey());
    const limit = await hitRateLimit(db, `views:${listingId}:${address}`, { limit: VIEWS_PER_HOUR, windowMs: 60 * 60_000 });
    if (!limit.allowed) return done;
    const referrer = typeof body.referrer === 'string' ? body.referrer : null;
    await recordPageView(db, { listingId, day: brusselsDay(Date.now()), kind, source: viewSource(referrer, request.nextUrl.hostname) });
  } catch (error) {
    console.error(`views: not recorded (${error instanceof Error ? error.message : 'error'})`);
  }
  return done;
}
