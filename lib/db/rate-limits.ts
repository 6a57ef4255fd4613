import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

export type RateLimit = { limit: number; windowMs: number };
export type RateLimitResult = { allowed: boolean; count: number; retryAfterMs: number };

/**
 * Counts one more hit for `key` in the current fixed window and says whether it is within the
 * limit. One atomic upsert, so instances sharing the database share the count.
 */
export async function hitRateLimit(db: Kysely<Database>, key: string, { limit, windowMs }: RateLimit, now = Date.now()): Promise<RateLimitResult> {
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((conflict) => conflict.columns(['key', 'window_start']).doUpdateSet({ count: sql<number>`rate_limits.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  return { allowed: count <= limit, count, retryAfterMs: windowStart + windowMs - now };
}

/** Forgets windows that ended before `before` (run now and then; they no longer count). */
export async function pruneRateLimits(db: Kysely<Database>, before: number): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_start', '<', before).execute();
}
