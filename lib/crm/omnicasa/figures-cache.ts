import type { Kysely } from 'kysely';
import { storeCrmFigures, storeCrmFiguresFailure, storedCrmFigures } from '@/lib/db/crm-figures';
import type { Database } from '@/lib/db/schema';
import type { CrmFigures } from './figures';

/**
 * The CRM's figures of a property, read through a cache in the database so that the portal stays
 * fast and works when the CRM is slow or down (stale-while-revalidate):
 * - figures read less than FRESH_MS ago are shown as they are;
 * - older ones are shown at once, marked with their time, while the CRM is asked again behind
 *   the page (the next view gets the new ones);
 * - with none yet, the page waits for the CRM at most WAIT_MS, then says the CRM's figures are
 *   unavailable (the answer, when it comes, is stored for the next view);
 * - after a failure, the CRM is not asked again for that property for RETRY_MS.
 * One refresh per property and language at a time in this process.
 */
export const FRESH_MS = 10 * 60_000;
export const WAIT_MS = 1500;
export const RETRY_MS = 60_000;

export type CrmFiguresView =
  { state: 'fresh' | 'stale'; figures: CrmFigures; fetchedAt: number } | { state: 'unavailable' };

const refreshing = new Map<string, Promise<void>>();

/** Every refresh still running (tests wait for them before closing their database). */
export function settleCrmFigureRefreshes(): Promise<unknown> {
  return Promise.allSettled([...refreshing.values()]);
}

function parsed(text: string | null): CrmFigures | null {
  if (text === null) return null;
  try {
    return JSON.parse(text) as CrmFigures;
  } catch {
    return null;
  }
}

export async function crmFiguresFor(
  db: Kysely<Database>,
  listingId: number,
  locale: string,
  fetchFigures: () => Promise<CrmFigures>,
  options: { now?: number; waitMs?: number } = {},
): Promise<CrmFiguresView> {
  const now = options.now ?? Date.now();
  const stored = await storedCrmFigures(db, listingId, locale);
  const figures = parsed(stored?.figures ?? null);
  const fetchedAt = stored?.fetchedAt ?? null;
  if (figures && fetchedAt !== null && now - fetchedAt < FRESH_MS)
    return { state: 'fresh', figures, fetchedAt };

  const failedRecently =
    stored?.failedAt != null &&
    now - stored.failedAt < RETRY_MS &&
    (fetchedAt === null || stored.failedAt > fetchedAt);
  const key = `${listingId}:${locale}`;
  let refresh = refreshing.get(key);
  if (!refresh && !failedRecently) {
    refresh = (async () => {
      try {
        const next = await fetchFigures();
        await storeCrmFigures(db, listingId, locale, JSON.stringify(next), Date.now());
      } catch (error) {
        const reason = error instanceof Error ? error.message : 'error';
        console.warn(`portal: CRM figures of ${listingId} not read: ${reason}`);
        await storeCrmFiguresFailure(db, listingId, locale, reason, Date.now()).catch(
          () => undefined,
        );
      }
    })().finally(() => refreshing.delete(key));
    refreshing.set(key, refresh);
  }
  if (figures && fetchedAt !== null) return { state: 'stale', figures, fetchedAt };
  if (!refresh) return { state: 'unavailable' };

  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    refresh,
    new Promise<void>((done) => (timer = setTimeout(done, options.waitMs ?? WAIT_MS))),
  ]);
  clearTimeout(timer);
  const after = await storedCrmFigures(db, listingId, locale);
  const fresh = parsed(after?.figures ?? null);
  return fresh && after?.fetchedAt != null
    ? { state: 'fresh', figures: fresh, fetchedAt: after.fetchedAt }
    : { state: 'unavailable' };
}
