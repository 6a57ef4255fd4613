import { isProduction } from '@/lib/config';
import 'server-only';
import { getIronSession, type SessionOptions } from 'iron-session';
import { cookies, headers } from 'next/headers';
import { getDatabase } from '@/lib/db/connection';
import { ownerById } from '@/lib/db/owners';
import type { Owner } from '@/lib/db/schema';
import { siteSecret } from '@/lib/security/secret';
import { purposeKey } from '@/lib/security/signing';
import { readSeal, withoutCookie } from './sealed-cookie';
import { sessionMatches, type OwnerSession } from './session-rules';

export const SESSION_COOKIE = 'horizon_owner';
/** An owner stays logged in for eight hours at most. */
export const SESSION_TTL_SECONDS = 8 * 60 * 60;

/** The sealed cookie: httpOnly, SameSite=Lax, Secure in production, sealed with a key of its own. */
export function sessionOptions(secret = siteSecret(), production = isProduction()): SessionOptions {
  return {
    cookieName: SESSION_COOKIE,
    password: purposeKey(secret, 'owner-session').toString('hex'),
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure: production, path: '/' },
  };
}

function isOwnerSession(data: unknown): data is OwnerSession {
  return (
    typeof data === 'object' &&
    data !== null &&
    Number.isSafeInteger((data as OwnerSession).ownerId) &&
    Number.isSafeInteger((data as OwnerSession).version)
  );
}

/**
 * The session of this request. A broken, tampered or expired seal is no session (an anonymous
 * visitor, never a 500), and the cookie is cleared where the request may set cookies.
 */
export async function ownerSession() {
  const store = await cookies();
  const options = sessionOptions();
  const read = await readSeal(
    store.get(SESSION_COOKIE)?.value,
    { password: String(options.password), ttl: options.ttl ?? SESSION_TTL_SECONDS },
    isOwnerSession,
  );
  // a value the cookie parser could not even decode (`%%`) reaches no store: broken too
  const unreadable =
    read.state === 'absent' &&
    new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`).test((await headers()).get('cookie') ?? '');
  return getIronSession<OwnerSession>(
    read.state === 'broken' || unreadable
      ? withoutCookie(store, SESSION_COOKIE, options.cookieOptions)
      : store,
    options,
  );
}

/**
 * The owner of this request, or null: the sealed cookie must name an owner whose session version
 * is still the one it was issued with (logout and password changes raise it), so a copied cookie
 * stops working. Every portal page, action and route handler calls this itself.
 */
export async function verifySession(): Promise<Owner | null> {
  const session = await ownerSession();
  if (typeof session.ownerId !== 'number') return null;
  const { db } = await getDatabase();
  const owner = await ownerById(db, session.ownerId);
  if (owner && sessionMatches(session, owner)) return owner;
  // a session that has ended (logout elsewhere, a new password) is cleared where it can be
  try {
    session.destroy();
  } catch {
    // a server component's cookies are read-only
  }
  return null;
}
