import { serverEnv, type Env } from '@/lib/config';
import type { RateLimit } from '@/lib/db/rate-limits';

/** "5/600" → 5 per 600 seconds. */
export function parseRateLimit(text: string | undefined, fallback: RateLimit): RateLimit {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text ?? '');
  if (!match) return fallback;
  const limit = Number(match[1]);
  const seconds = Number(match[2]);
  return limit > 0 && seconds > 0 ? { limit, windowMs: seconds * 1000 } : fallback;
}

/**
 * Per visitor (IP address) and form: a person sends a few requests, not dozens. Per form for
 * everybody together: a backstop against a flood from many addresses.
 */
export function rateLimits(env: Env = serverEnv()): { perIp: RateLimit; perForm: RateLimit } {
  return {
    perIp: parseRateLimit(env.RATE_LIMIT_PER_IP, { limit: 5, windowMs: 10 * 60_000 }),
    perForm: parseRateLimit(env.RATE_LIMIT_PER_FORM, { limit: 300, windowMs: 60 * 60_000 }),
  };
}
