import { NextResponse, type NextRequest } from 'next/server';
import { ONE_CLICK_MAX_BYTES, oneClickRequest } from '@/lib/alerts/one-click';
import { alertCrm } from '@/lib/alerts/crm';
import { unsubscribeByToken } from '@/lib/alerts/service';
import { getDatabase } from '@/lib/db/connection';
import { hitRateLimit } from '@/lib/db/rate-limits';
import { clientAddressKey } from '@/lib/security/client-address';
import { alertKey } from '@/lib/security/keys';
import { readCapped } from '@/lib/security/read-capped';

const text = (body: string, status: number) =>
  new NextResponse(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/** Per address: a mail client unsubscribes once per mail; a script trying tokens is stopped. */
const LIMIT = { limit: 30, windowMs: 10 * 60_000 };

/**
 * The one-click unsubscribe of alert mails (RFC 8058): the mail client POSTs
 * `List-Unsubscribe=One-Click` to the address of the mail's `List-Unsubscribe` header, from its
 * own servers — no cookie, no page origin, so neither is asked for; the signed token is the
 * proof. 200 once unsubscribed (again: still 200), 400 for another body, 404 for a bad token,
 * 429 past the limit. A GET (a scanner following the link) changes nothing.
 */
export async function POST(request: NextRequest) {
  if (Number(request.headers.get('content-length') ?? 0) > ONE_CLICK_MAX_BYTES)
    return text('Payload too large', 413);
  const bytes = await readCapped(request.body, ONE_CLICK_MAX_BYTES);
  if (bytes === null) return text('Payload too large', 413);
  const token = oneClickRequest(
    request.headers.get('content-type'),
    Buffer.from(bytes).toString('utf8'),
    request.nextUrl.searchParams.get('token'),
  );
  if (token === null) return text('Bad request: expected List-Unsubscribe=One-Click', 400);
  try {
    const { db } = await getDatabase();
    const limit = await hitRateLimit(
      db,
      `alerts:one-click:${clientAddressKey(request.headers)}`,
      LIMIT,
    );
    if (!limit.allowed) return text('Too many requests', 429);
    if (!(await unsubscribeByToken(db, alertKey(), token, Date.now(), alertCrm())))
      return text('Not found: this unsubscribe link is not valid', 404);
  } catch (error) {
    console.error(
      `alerts: one-click unsubscribe failed (${error instanceof Error ? error.message : 'error'})`,
    );
    return text('Service unavailable, please try again later', 503);
  }
  return text('Unsubscribed', 200);
}

export function GET() {
  return text('Method not allowed: follow the unsubscribe link in the mail', 405);
}
