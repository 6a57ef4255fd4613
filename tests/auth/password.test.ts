import { describe, expect, it } from 'vitest';
import { dummyHash, hashPassword, SCRYPT, verifyPassword } from '@/lib/auth/password';

describe('password hashing (scrypt)', { timeout: 30_000 }, () => {
  it('stores the parameters, a random salt and the key, and verifies only the right password', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(new RegExp(`^scrypt\\$${SCRYPT.N}\\$8\\$1\\$[\\w-]{22}\\$[\\w-]{86}$`));
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', stored)).toBe(false);
    expect(await hashPassword('correct horse battery staple'), 'a new salt each time').not.toBe(stored);
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
