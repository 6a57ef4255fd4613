import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authenticate, LOGIN_LIMITS } from '@/lib/auth/login';
import { hashPassword } from '@/lib/auth/password';
import { createOwner, findOwnerByLogin } from '@/lib/db/owners';
import { migratedDatabase } from '../support/database';

const T0 = Date.UTC(2026, 10, 21, 9, 0, 0);
let connection: Awaited<ReturnType<typeof migratedDatabase>>;

beforeAll(async () => {
  connection = await migratedDatabase();
  // cheaper scrypt for the stored hash of the test (the parameters travel with the hash)
  const passwordHash = await hashPassword('right password', { N: 2 ** 10, r: 8, p: 1 });
  await createOwner(connection.db, {
    username: 'martine',
    email: 'martine@example.be',
    passwordHash,
    language: 'fr',
  });
  await createOwner(connection.db, {
    username: 'jan',
    email: 'jan@example.be',
    passwordHash,
    language: 'nl',
  });
});
afterAll(() => connection.db.destroy());

describe('owner login', () => {
  it('lets the owner in by username or email', async () => {
    const byName = await authenticate(connection.db, 'Martine', 'right password', {
      address: 'a1',
      now: T0,
    });
    const byEmail = await authenticate(connection.db, 'martine@example.be', 'right password', {
      address: 'a1',
      now: T0,
    });
    expect(byName.ok && byName.owner.username).toBe('martine');
    expect(byEmail.ok).toBe(true);
  });

  it('answers the same for an unknown login and a wrong password, having checked a password both times', async () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const wrong = await authenticate(connection.db, 'martine', 'wrong', { address: 'a2', now: T0 });
    const unknown = await authenticate(connection.db, 'nobody', 'wrong', {
      address: 'a2',
      now: T0,
    });
    expect(wrong).toEqual({ ok: false, reason: 'failed' });
    expect(unknown).toEqual(wrong);
    expect(log.mock.calls.map(([line]) => line)).toEqual([
      'login: LOGIN_FAILED',
      'login: USER_NOT_FOUND',
    ]);
    expect(JSON.stringify(log.mock.calls), 'no login name in the log').not.toContain('nobody');
    log.mockRestore();
  });

  it('slows attempts on an account after a few failures, but never locks its owner out', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const delays: number[] = [];
    const sleep = async (ms: number) => {
      delays.push(ms);
    };
    // failures by username and by email count against the same account
    for (let attempt = 0; attempt < LOGIN_LIMITS.accountFailuresBeforeDelay; attempt++) {
      await authenticate(
        connection.db,
        attempt % 2 ? 'jan' : 'jan@example.be',
        `guess ${attempt}`,
        { address: `spread-${attempt}`, now: T0 + 60_000, sleep },
      );
    }
    expect(delays).toEqual([]);
    await authenticate(connection.db, 'JAN@example.be', 'guess 5', {
      address: 'spread-5',
      now: T0 + 60_000,
      sleep,
    });
    expect(delays).toEqual([LOGIN_LIMITS.accountDelayMs]);
    const owner = await authenticate(connection.db, 'jan', 'right password', {
      address: 'home',
      now: T0 + 60_000,
      sleep,
    });
    expect(owner.ok, 'slowed, not refused').toBe(true);
    vi.restoreAllMocks();
  });

  it('lets a browser that logged in to the account before skip the delay, and no other account', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const delays: number[] = [];
    const sleep = async (ms: number) => {
      delays.push(ms);
    };
    const when = T0 + 7_200_000;
    for (let attempt = 0; attempt < LOGIN_LIMITS.accountFailuresBeforeDelay; attempt++)
      await authenticate(connection.db, 'martine', `guess ${attempt}`, {
        address: `flood-${attempt}`,
        now: when,
        sleep,
      });
    const martine = await findOwnerByLogin(connection.db, 'martine');
    const jan = await findOwnerByLogin(connection.db, 'jan');
    const known = await authenticate(connection.db, 'martine', 'right password', {
      address: 'home',
      now: when,
      sleep,
      knownOwner: martine!.id,
    });
    expect(known.ok).toBe(true);
    expect(delays, 'the known device waited for nothing').toEqual([]);
    await authenticate(connection.db, 'martine', 'right password', {
      address: 'elsewhere',
      now: when,
      sleep,
      knownOwner: jan!.id,
    });
    expect(delays, "another account's device cookie is no pass").toEqual([
      LOGIN_LIMITS.accountDelayMs,
    ]);
    vi.restoreAllMocks();
  });

  it('stops one address that keeps trying, with the minutes to wait', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    let result = await authenticate(connection.db, 'martine', 'y', {
      address: 'attacker',
      now: T0 + 3_600_000,
      sleep: async () => undefined,
    });
    for (let attempt = 1; attempt <= LOGIN_LIMITS.perAddress.limit; attempt++) {
      result = await authenticate(connection.db, 'martine', 'y', {
        address: 'attacker',
        now: T0 + 3_600_000,
        sleep: async () => undefined,
      });
    }
    expect(result).toMatchObject({ ok: false, reason: 'rateLimited' });
    vi.restoreAllMocks();
  }, 60_000);
});
