import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { findOwnerByLogin } from '@/lib/db/owners';
import { hitRateLimit, rateLimitLevel, type RateLimit } from '@/lib/db/rate-limits';
import type { Database, Owner } from '@/lib/db/schema';
import { dummyHash, verifyPassword } from './password';

/**
 * Attempts per address: a hard limit on one machine trying many passwords. Failures per account:
 * never a lockout (the owner must still get in), but beyond a few, every attempt on that account
 * waits, which makes guessing slow from any number of machines.
 */
export const LOGIN_LIMITS = {
  perAddress: { limit: 30, windowMs: 15 * 60_000 } satisfies RateLimit,
  accountFailuresBeforeDelay: 5,
  accountWindowMs: 15 * 60_000,
  accountDelayMs: 2000,
};

export type LoginResult =
  | { ok: true; owner: Owner }
  | { ok: false; reason: 'failed' }
  | { ok: false; reason: 'rateLimited'; retryMinutes: number };

type Deps = { address: string; now?: number; sleep?: (ms: number) => Promise<void> };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The account an attempt counts against: the owner (whether named by username or email), or for
 * an unknown login the login itself, hashed — rate limits never store what was typed.
 */
function accountKey(login: string, owner: Owner | undefined): string {
  return owner
    ? `login:owner:${owner.id}`
    : `login:unknown:${createHash('sha256').update(login.trim().toLowerCase()).digest('base64url').slice(0, 22)}`;
}

/**
 * Checks a login (username or email) and password. An unknown login and a wrong password give the
 * same answer after the same work (the password is checked against a dummy hash), so neither the
 * text nor the timing tells them apart (LOGIN_FAILED / USER_NOT_FOUND, logged by code only).
 */
export async function authenticate(
  db: Kysely<Database>,
  login: string,
  password: string,
  deps: Deps,
): Promise<LoginResult> {
  const now = deps.now ?? Date.now();
  const byAddress = await hitRateLimit(
    db,
    `login:address:${deps.address}`,
    LOGIN_LIMITS.perAddress,
    now,
  );
  if (!byAddress.allowed)
    return {
      ok: false,
      reason: 'rateLimited',
      retryMinutes: Math.max(1, Math.ceil(byAddress.retryAfterMs / 60_000)),
    };

  const owner = login.trim() === '' ? undefined : await findOwnerByLogin(db, login);
  const key = accountKey(login, owner);
  if (
    (await rateLimitLevel(db, key, LOGIN_LIMITS.accountWindowMs, now)) >=
    LOGIN_LIMITS.accountFailuresBeforeDelay
  ) {
    await (deps.sleep ?? wait)(LOGIN_LIMITS.accountDelayMs);
  }
  const matches = await verifyPassword(password, owner?.password_hash ?? (await dummyHash()));
  if (owner && matches) return { ok: true, owner };

  await hitRateLimit(
    db,
    key,
    { limit: Number.MAX_SAFE_INTEGER, windowMs: LOGIN_LIMITS.accountWindowMs },
    now,
  );
  console.info(`login: ${owner ? 'LOGIN_FAILED' : 'USER_NOT_FOUND'}`);
  return { ok: false, reason: 'failed' };
}
