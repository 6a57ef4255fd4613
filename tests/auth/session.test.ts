import { sealData, unsealData } from 'iron-session';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, sessionOptions } from '@/lib/auth/session';
import { sessionMatches } from '@/lib/auth/session-rules';

const secret = 's'.repeat(40);

describe('the owner session', () => {
  it('is an httpOnly, SameSite=Lax cookie, Secure in production only', () => {
    expect(sessionOptions(secret, true)).toMatchObject({
      cookieName: SESSION_COOKIE,
      cookieOptions: { httpOnly: true, sameSite: 'lax', secure: true, path: '/' },
    });
    expect(sessionOptions(secret, false).cookieOptions?.secure).toBe(false);
    expect(String(sessionOptions(secret, true).password).length).toBeGreaterThanOrEqual(32);
  });

  it('is sealed: readable with the site secret only', async () => {
    const sealed = await sealData(
      { ownerId: 7, version: 3 },
      { password: sessionOptions(secret).password as string },
    );
    expect(sealed).not.toContain('ownerId');
    expect(
      await unsealData(sealed, { password: sessionOptions(secret).password as string }),
    ).toEqual({ ownerId: 7, version: 3 });
    expect(
      await unsealData(sealed, { password: sessionOptions('t'.repeat(40)).password as string }),
      'another secret reads nothing',
    ).toEqual({});
  });

  it('holds only for its owner at the current session version', () => {
    expect(sessionMatches({ ownerId: 7, version: 3 }, { id: 7, session_version: 3 })).toBe(true);
    expect(
      sessionMatches({ ownerId: 7, version: 2 }, { id: 7, session_version: 3 }),
      'after a logout',
    ).toBe(false);
    expect(sessionMatches({ ownerId: 8, version: 3 }, { id: 7, session_version: 3 })).toBe(false);
    expect(sessionMatches({}, { id: 7, session_version: 1 })).toBe(false);
    expect(sessionMatches({ ownerId: 7, version: 1 }, undefined), 'owner removed').toBe(false);
  });
});
