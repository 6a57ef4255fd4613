import { isProduction } from '@/lib/config';
import 'server-only';
import { getIronSession, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import { getDatabase } from '@/lib/db/connection';
import { ownerById } from '@/lib/db/owners';
import type { Owner } from '@/lib/db/schema';
import { siteSecret } from '@/lib/security/secret';
import { purposeKey } from '@/lib/security/signing';
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

export async function ownerSession() {
  return getIronSession<OwnerSession>(await cookies(), sessionOptions());
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
  return owner && sessionMatches(session, owner) ? owner : null;
}
