import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/db/connection', () => ({
  getDatabase: () => Promise.reject(new Error('connect ECONNREFUSED')),
}));
vi.mock('@/lib/security/keys', async () => {
  const { purposeKey } = await import('@/lib/security/signing');
  return { visitKey: () => purposeKey('a-test-secret-of-at-least-32-characters', 'visit-link') };
});

const { confirmVisitByLink } = await import('@/lib/forms/visit-confirm');
const { visitToken } = await import('@/lib/forms/visit-link');
const { purposeKey } = await import('@/lib/security/signing');

afterEach(() => vi.restoreAllMocks());

describe('confirming a visit by its link', () => {
  it('says the confirmation could not be recorded when the database is down, without throwing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const key = purposeKey('a-test-secret-of-at-least-32-characters', 'visit-link');
    const now = Date.UTC(2026, 10, 27, 9);
    expect(await confirmVisitByLink(visitToken(key, 7, now + 60_000), now)).toBe('unavailable');
    expect(error).toHaveBeenCalledOnce();
    // a link that does not hold up never reaches the database
    expect(await confirmVisitByLink('7.1.x', now)).toBe('invalid');
    expect(await confirmVisitByLink(visitToken(key, 7, now - 1), now)).toBe('expired');
  });
});
