import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/database';
import { CAPTCHA_TTL_MS, checkCaptcha, newCaptchaChallenge } from '@/lib/forms/captcha';

const keys = { signature: 's'.repeat(40), keySignature: 'k'.repeat(40) };
const range = { min: 10, max: 200 };

async function answer(now = Date.now(), signingKeys = keys) {
  const challenge = await newCaptchaChallenge(signingKeys, now, range);
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('the proof-of-work captcha (ALTCHA)', () => {
  const database = useTestDatabase();

  it('accepts a solved challenge once', async () => {
    const payload = await answer();
    expect(await checkCaptcha(database().db, payload, keys)).toBe('ok');
    expect(await checkCaptcha(database().db, payload, keys), 'the same answer again').toBe(
      'invalid',
    );
  });

  it('says when the answer is missing, and refuses wrong, forged and expired ones', async () => {
    expect(await checkCaptcha(database().db, '', keys)).toBe('missing');
    expect(await checkCaptcha(database().db, undefined, keys)).toBe('missing');
    expect(await checkCaptcha(database().db, 'not base64 json', keys)).toBe('invalid');
    const other = await answer(Date.now(), {
      signature: 'x'.repeat(40),
      keySignature: 'y'.repeat(40),
    });
    expect(await checkCaptcha(database().db, other, keys), 'signed with another secret').toBe(
      'invalid',
    );
    const decoded = JSON.parse(Buffer.from(await answer(), 'base64').toString()) as {
      solution: { derivedKey: string };
    };
    decoded.solution.derivedKey = decoded.solution.derivedKey.replace(/^./, (c) =>
      c === '0' ? '1' : '0',
    );
    expect(
      await checkCaptcha(
        database().db,
        Buffer.from(JSON.stringify(decoded)).toString('base64'),
        keys,
      ),
      'wrong number',
    ).toBe('invalid');
    const old = await answer(Date.now() - CAPTCHA_TTL_MS - 60_000);
    expect(await checkCaptcha(database().db, old, keys), 'expired').toBe('invalid');
  });
});

describe('addresses in rate limits', () => {
  it('are stored as keyed hashes: the same address gives the same key, and no address is readable', async () => {
    const { addressKey } = await import('@/lib/security/keys');
    const key = Buffer.alloc(32, 7);
    const hashed = addressKey('203.0.113.9', key);
    expect(hashed).toBe(addressKey('203.0.113.9', key));
    expect(hashed).not.toContain('203');
    expect(addressKey('203.0.113.10', key)).not.toBe(hashed);
  });
});
