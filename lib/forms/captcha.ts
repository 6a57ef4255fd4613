import { serverEnv, type Env } from '@/lib/config';
import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Payload,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Kysely } from 'kysely';
import { consumeChallenge } from '@/lib/db/requests';
import type { Database } from '@/lib/db/schema';
import type { CaptchaKeys } from '@/lib/security/keys';

/**
 * The self-hosted ALTCHA proof of work (captcha): the server hands out a signed challenge,
 * the visitor's browser finds the number behind it, the server checks the answer once.
 */
export const CAPTCHA_TTL_MS = 10 * 60_000;

/** How much work a browser does: the secret number lies between these (SHA-256, one round each). */
export function captchaRange(env: Env = serverEnv()): { min: number; max: number } {
  const max = Math.max(2, Number(env.CAPTCHA_MAX_NUMBER) || 20_000);
  return { min: Math.floor(max / 10), max };
}

export async function newCaptchaChallenge(
  keys: CaptchaKeys,
  now = Date.now(),
  range = captchaRange(),
): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(range.min, range.max),
    deriveKey,
    expiresAt: new Date(now + CAPTCHA_TTL_MS),
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  });
}

export type CaptchaCheck = 'ok' | 'missing' | 'invalid';

function decode(value: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as Payload;
    return payload && typeof payload === 'object' && payload.challenge && payload.solution
      ? payload
      : null;
  } catch {
    return null;
  }
}

/** Checks the widget's answer: signed by us, not expired, right, and not used before. */
export async function checkCaptcha(
  db: Kysely<Database>,
  value: unknown,
  keys: CaptchaKeys,
  now = Date.now(),
): Promise<CaptchaCheck> {
  if (typeof value !== 'string' || value.trim() === '') return 'missing';
  if (value.length > 10_000) return 'invalid';
  const payload = decode(value);
  if (!payload) return 'invalid';
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: keys.signature,
      hmacKeySignatureSecret: keys.keySignature,
    });
    if (!result.verified || result.expired) return 'invalid';
  } catch {
    return 'invalid';
  }
  const expiresAt =
    (payload.challenge.parameters.expiresAt ?? Math.floor((now + CAPTCHA_TTL_MS) / 1000)) * 1000;
  const id = payload.challenge.signature ?? payload.challenge.parameters.nonce;
  return (await consumeChallenge(db, id, expiresAt, now)) ? 'ok' : 'invalid';
}
