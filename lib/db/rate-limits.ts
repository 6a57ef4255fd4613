import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

export type RateLimit = { limit: number; windowMs: number };
export type RateLimitResult = { allowed: boolean; count: number; retryAfterMs: number };

/**
 * Counts one more hit for `key` and says whether it is within the limit over the last window
 * (a sliding window: this window's hits plus the previous window's, weighted by how much of it
 * still overlaps), so a burst across a window boundary counts as one burst. The increment is one
 * atomic upsert, so instances sharing the database share the count.
 */
export async function hitRateLimit(
  db: Kysely<Database>,
  key: string,
  { limit, windowMs }: RateLimit,
  now = Date.now(),
): Promise<RateLimitResult> {
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['key', 'window_start'])
        .doUpdateSet({ count: sql<number>`rate_limits.count + 1` }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  const previous = await db
    .selectFrom('rate_limits')
    .select('count')
    .where('key', '=', key)
    .where('window_start', '=', windowStart - windowMs)
    .executeTakeFirst();
  const count = Number(row.count);
  const overlap = 1 - (now - windowStart) / windowMs;
  const estimate = count + Number(previous?.count ?? 0) * overlap;
  return { allowed: estimate <= limit, count, retryAfterMs: windowStart + windowMs - now };
}

/**
 * Counts a hit against each limit in turn and stops at the first one exceeded: the whole minutes
 * to wait for it (at least one), or null when every limit still allows the request.
 */
export async function firstExceededLimit(
  db: Kysely<Database>,
  limits: readonly (readonly [key: string, limit: RateLimit])[],
  now = Date.now(),
): Promise<number | null> {
  for (const [key, limit] of limits) {
    const hit = await hitRateLimit(db, key, limit, now);
    if (!hit.allowed) return Math.max(1, Math.ceil(hit.retryAfterMs / 60_000));
  }
  return null;
}

/** Forgets windows that ended before `before` (run now and then; they no longer count). */
export async function pruneRateLimits(db: Kysely<Database>, before: number): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_start', '<', before).execute();
}

/** The sliding-window estimate of hits for `key` now, without counting a new one. */
export async function rateLimitLevel(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<number> {
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const rows = await db
    .selectFrom('rate_limits')
    .select(['window_start', 'count'])
    .where('key', '=', key)
    .where('window_start', '>=', windowStart - windowMs)
    .execute();
  const current = rows.find((row) => Number(row.window_start) === windowStart)?.count ?? 0;
  const previous =
    rows.find((row) => Number(row.window_start) === windowStart - windowMs)?.count ?? 0;
  return Number(current) + Number(previous) * (1 - (now - windowStart) / windowMs);
}
