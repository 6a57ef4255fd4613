import { describe, expect, it } from 'vitest';
import { HASH_BUDGETS } from '@/lib/auth/hash-scheduler';
import { dummyHash, hashPassword, SCRYPT, verifyPassword } from '@/lib/auth/password';

describe('password hashing (scrypt)', { timeout: 30_000 }, () => {
  it('stores the parameters, a random salt and the key, and verifies only the right password', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(new RegExp(`^scrypt\\$${SCRYPT.N}\\$8\\$1\\$[\\w-]{22}\\$[\\w-]{86}$`));
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', stored)).toBe(false);
    expect(await hashPassword('correct horse battery staple'), 'a new salt each time').not.toBe(
      stored,
    );
  });

  it('treats the same password typed differently in Unicode as the same', async () => {
    const stored = await hashPassword('Café');
    expect(await verifyPassword('Cafe\u0301', stored)).toBe(true);
  });

  it('refuses malformed hashes, and has a dummy hash that never matches a guess', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
    expect(await verifyPassword('', await dummyHash())).toBe(false);
  });
});

describe('the password hash gate', () => {
  const quick = { N: 2 ** 12, r: 8, p: 1 };

  const { concurrency, generalQueue } = HASH_BUDGETS;

  it('computes at most two hashes at once; the others wait their turn and all finish', async () => {
    const { hashPassword, scryptLoad } = await import('@/lib/auth/password');
    const hashes = Array.from({ length: concurrency + generalQueue }, (_, index) =>
      hashPassword(`password-${index}`, quick),
    );
    expect(scryptLoad()).toEqual({ running: concurrency, waiting: generalQueue });
    let most = 0;
    const sampler = setInterval(() => (most = Math.max(most, scryptLoad().running)), 1);
    const done = await Promise.all(hashes);
    clearInterval(sampler);
    expect(new Set(done).size).toBe(concurrency + generalQueue);
    expect(most).toBeLessThanOrEqual(concurrency);
    expect(scryptLoad()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a hash beyond the queue instead of piling up memory', async () => {
    const { hashPassword, PasswordBusyError } = await import('@/lib/auth/password');
    const accepted = Array.from({ length: concurrency + generalQueue }, () =>
      hashPassword('x', quick),
    );
    await expect(hashPassword('one too many', quick)).rejects.toBeInstanceOf(PasswordBusyError);
    await Promise.all(accepted);
  });
});
