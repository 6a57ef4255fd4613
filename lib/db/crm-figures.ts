import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** The CRM's figures of a property per language, as last read (lib/crm/omnicasa/figures-cache.ts). */
export type StoredCrmFigures = {
  figures: string | null;
  fetchedAt: number | null;
  failedAt: number | null;
};

export async function storedCrmFigures(
  db: Kysely<Database>,
  listingId: number,
  locale: string,
): Promise<StoredCrmFigures | null> {
  const row = await db
    .selectFrom('crm_figures')
    .select(['figures', 'fetched_at', 'failed_at'])
    .where('listing_id', '=', listingId)
    .where('locale', '=', locale)
    .executeTakeFirst();
  return row ? { figures: row.figures, fetchedAt: row.fetched_at, failedAt: row.failed_at } : null;
}

export async function storeCrmFigures(
  db: Kysely<Database>,
  listingId: number,
  locale: string,
  figures: string,
  now: number,
): Promise<void> {
  await db
    .insertInto('crm_figures')
    .values({
      listing_id: listingId,
      locale,
      figures,
      fetched_at: now,
      failed_at: null,
      error: null,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['listing_id', 'locale'])
        .doUpdateSet({ figures, fetched_at: now, failed_at: null, error: null }),
    )
    .execute();
}

/** A failed attempt: the figures read before stay. */
export async function storeCrmFiguresFailure(
  db: Kysely<Database>,
  listingId: number,
  locale: string,
  error: string,
  now: number,
): Promise<void> {
  const reason = error.slice(0, 500);
  await db
    .insertInto('crm_figures')
    .values({
      listing_id: listingId,
      locale,
      figures: null,
      fetched_at: null,
      failed_at: now,
      error: reason,
    })
    .onConflict((conflict) =>
      conflict.columns(['listing_id', 'locale']).doUpdateSet({ failed_at: now, error: reason }),
    )
    .execute();
}
