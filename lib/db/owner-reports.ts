import { sql, type Kysely } from 'kysely';
import { enqueueMail, type MailInput } from './outbox';
import type { Database, Owner } from './schema';

/*
 * The owners' monthly report by e-mail (docs/owner-portal.md): the opt-in, the figures of a
 * month, and the row per owner and month that makes a month's report go out once.
 */

/**
 * Turns the monthly report on (in `locale`, the language the owner asked in; since `now`, or since
 * it was already on) or off.
 */
export async function setMonthlyReport(
  db: Kysely<Database>,
  ownerId: number,
  on: boolean,
  locale: string,
  now = Date.now(),
): Promise<void> {
  await db
    .updateTable('owners')
    .set(
      on
        ? { report_since: sql<number>`coalesce(report_since, ${now})`, report_locale: locale }
        : { report_since: null },
    )
    .where('id', '=', ownerId)
    .execute();
}

/**
 * The owners who asked for the report before `before` (the end of the month reported) and have
 * not had the one of `month` yet.
 */
export async function ownersDue(
  db: Kysely<Database>,
  month: string,
  before: number,
): Promise<Owner[]> {
  return db
    .selectFrom('owners')
    .selectAll()
    .where('report_since', 'is not', null)
    .where('report_since', '<', before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('owner_reports')
            .select('owner_reports.owner_id')
            .whereRef('owner_reports.owner_id', '=', 'owners.id')
            .where('owner_reports.month', '=', month),
        ),
      ),
    )
    .orderBy('id')
    .execute();
}

/**
 * Records the report of `month` for an owner and queues its mail, in one transaction: when the row
 * is already there (another run's), nothing is queued. Returns the mail's id, or null.
 */
export async function queueOwnerReport(
  db: Kysely<Database>,
  ownerId: number,
  month: string,
  mail: Omit<MailInput, 'submissionId'>,
  now: number,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .insertInto('owner_reports')
      .values({ owner_id: ownerId, month, outbox_id: null, created_at: now })
      .onConflict((conflict) => conflict.columns(['owner_id', 'month']).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return null;
    const mailId = await enqueueMail(trx, { ...mail, submissionId: null }, now);
    await trx
      .updateTable('owner_reports')
      .set({ outbox_id: mailId })
      .where('owner_id', '=', ownerId)
      .where('month', '=', month)
      .execute();
    return mailId;
  });
}

/** Page views of a property on the Brussels days `firstDay` … `lastDay` (`YYYY-MM-DD`). */
export async function viewsBetween(
  db: Kysely<Database>,
  listingId: number,
  firstDay: string,
  lastDay: string,
): Promise<number> {
  const row = await db
    .selectFrom('page_views')
    .select((eb) => eb.fn.sum<number>('count').as('views'))
    .where('listing_id', '=', listingId)
    .where('day', '>=', firstDay)
    .where('day', '<=', lastDay)
    .executeTakeFirst();
  return Number(row?.views ?? 0);
}
