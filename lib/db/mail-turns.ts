import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Mails one address may receive for one purpose (docs/security.md › Mail to one address): at
 * most one per period of `periodMs` (clock periods: 10:00–10:30, 10:30–11:00…), whoever asks
 * and from however many addresses. A turn is a row of `rate_limits` inserted once per period,
 * atomically, so instances sharing the database share the turns; a request that finds the
 * period's turn taken sends nothing, and answers the same. `target` is already a keyed hash:
 * the table never holds a mail address.
 */
export async function claimMailTurn(
  db: Kysely<Database>,
  purpose: string,
  target: string,
  periodMs: number,
  now = Date.now(),
): Promise<boolean> {
  const claimed = await db
    .insertInto('rate_limits')
    .values({
      key: `mail:${purpose}:${target}`,
      window_start: Math.floor(now / periodMs) * periodMs,
      count: 1,
    })
    .onConflict((conflict) => conflict.columns(['key', 'window_start']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}
