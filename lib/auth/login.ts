import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { findOwnerByLogin } from '@/lib/db/owners';
import { hitRateLimit, rateLimitLevel, type RateLimit } from '@/lib/db/rate-limits';
import type { Database, Owner } from '@/lib/db/schema';
import type { CrmLoginResult } from '@/lib/crm/omnicasa/owner-login';
import { ClientGoneError, dummyHash, PasswordBusyError, verifyPassword } from './password';

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
  /** Too many password checks at once (or the client left): nothing was checked, try again. */
  | { ok: false; reason: 'busy' }
  | { ok: false; reason: 'rateLimited'; retryMinutes: number };

type Deps = {
  address: string;
  now?: number;
  sleep?: (ms: number) => Promise<void>;
  /** The owner this browser's device cookie names (an earlier successful login), if any. */
  knownOwner?: number | null;
  /** Aborted when the client has gone. */
  signal?: AbortSignal;
  /**
   * With CRM=omnicasa: the CRM's login (lib/crm/omnicasa/owner-login.ts), asked for an email no
   * owner of the site's own has, and for an owner linked to the CRM whose password here does not
   * match (their password is the CRM's, unless they chose one here by a reset link).
   */
  crm?: (email: string, password: string) => Promise<CrmLoginResult>;
};

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
  // this browser logged in to this very account before: it skips the queue and the delay
  const known = owner !== undefined && deps.knownOwner === owner.id;
  if (
    !known &&
    (await rateLimitLevel(db, key, LOGIN_LIMITS.accountWindowMs, now)) >=
      LOGIN_LIMITS.accountFailuresBeforeDelay
  ) {
    await (deps.sleep ?? wait)(LOGIN_LIMITS.accountDelayMs);
  }
  let matches: boolean;
  try {
    matches = await verifyPassword(password, owner?.password_hash ?? (await dummyHash()), {
      lane: known ? 'known' : 'general',
      account: key,
      address: deps.address,
      signal: deps.signal,
    });
  } catch (error) {
    if (error instanceof PasswordBusyError || error instanceof ClientGoneError) {
      console.info(`login: BUSY (${error instanceof PasswordBusyError ? error.reason : 'gone'})`);
      return { ok: false, reason: 'busy' };
    }
    throw error;
  }
  if (owner && matches) return { ok: true, owner };
  const askCrm = owner ? owner.crm_person_id !== null : login.includes('@');
  if (deps.crm && askCrm) {
    const viaCrm = await deps.crm(owner?.email ?? login.trim(), password);
    if (viaCrm.ok) return viaCrm;
    // the CRM could not say: nothing was checked, as when the password checks are busy
    if (viaCrm.reason === 'unavailable') return { ok: false, reason: 'busy' };
  }

  await hitRateLimit(
    db,
    key,
    { limit: Number.MAX_SAFE_INTEGER, windowMs: LOGIN_LIMITS.accountWindowMs },
    now,
  );
  console.info(`login: ${owner ? 'LOGIN_FAILED' : 'USER_NOT_FOUND'}`);
  return { ok: false, reason: 'failed' };
}
