import type { Kysely } from 'kysely';
import { enqueueMail, type MailInput } from './outbox';
import type { AlertFrequency, Database, SearchAlert } from './schema';

/** Search alerts (docs/search-alerts.md): saved list searches per address, and what each reported. */

export type NewAlert = {
  email: string;
  locale: string;
  goal: string;
  query: string;
  frequency: AlertFrequency;
};

/** Stores an unconfirmed alert; its confirmation mail is queued in the same transaction by the caller. */
export async function createAlert(
  db: Kysely<Database>,
  alert: NewAlert,
  now: number,
): Promise<number> {
  const row = await db
    .insertInto('search_alerts')
    .values({
      email: alert.email.toLowerCase(),
      locale: alert.locale,
      goal: alert.goal,
      query: alert.query,
      frequency: alert.frequency,
      created_at: now,
      confirmed_at: null,
      unsubscribed_at: null,
      checked_until: now,
      next_run_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function alertById(db: Kysely<Database>, id: number): Promise<SearchAlert | null> {
  return (
    (await db.selectFrom('search_alerts').selectAll().where('id', '=', id).executeTakeFirst()) ??
    null
  );
}

/** The alerts of an address still running (confirmed or waiting for confirmation), oldest first. */
export async function alertsOf(db: Kysely<Database>, email: string): Promise<SearchAlert[]> {
  return db
    .selectFrom('search_alerts')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .where('unsubscribed_at', 'is', null)
    .orderBy('id')
    .execute();
}

/**
 * Confirms an alert (double opt-in): news from now on, reckoned from `since` (the time of the data
 * set served then). A second click changes nothing.
 */
export async function confirmAlert(
  db: Kysely<Database>,
  id: number,
  since: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('search_alerts')
    .set({ confirmed_at: now, checked_until: since, next_run_at: now })
    .where('id', '=', id)
    .where('confirmed_at', 'is', null)
    .where('unsubscribed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The outbox row of the alert's DemandRegister call (docs/crm-omnicasa.md). */
export async function setAlertCrmOutbox(
  db: Kysely<Database>,
  id: number,
  outboxId: number,
): Promise<void> {
  await db
    .updateTable('search_alerts')
    .set({ crm_outbox_id: outboxId })
    .where('id', '=', id)
    .execute();
}

export async function unsubscribeAlert(
  db: Kysely<Database>,
  id: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('search_alerts')
    .set({ unsubscribed_at: now })
    .where('id', '=', id)
    .where('unsubscribed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function unsubscribeAddress(
  db: Kysely<Database>,
  email: string,
  now: number,
): Promise<number> {
  const result = await db
    .updateTable('search_alerts')
    .set({ unsubscribed_at: now })
    .where('email', '=', email.toLowerCase())
    .where('unsubscribed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function setAlertFrequency(
  db: Kysely<Database>,
  id: number,
  frequency: AlertFrequency,
): Promise<void> {
  await db.updateTable('search_alerts').set({ frequency }).where('id', '=', id).execute();
}

/** How long a run holds an alert it took, so that another instance's run leaves it alone. */
export const ALERT_CLAIM_MS = 10 * 60_000;

/**
 * Takes the confirmed alerts that are due, for this run only: each is claimed by moving its next
 * run past the claim time, which only one run can do for a given row (as the outbox claims mails).
 */
export async function claimDueAlerts(
  db: Kysely<Database>,
  now: number,
  limit = 200,
): Promise<SearchAlert[]> {
  const due = await db
    .selectFrom('search_alerts')
    .selectAll()
    .where('confirmed_at', 'is not', null)
    .where('unsubscribed_at', 'is', null)
    .where('next_run_at', '<=', now)
    .orderBy('next_run_at')
    .limit(limit)
    .execute();
  const claimed: SearchAlert[] = [];
  for (const alert of due) {
    const result = await db
      .updateTable('search_alerts')
      .set({ next_run_at: now + ALERT_CLAIM_MS })
      .where('id', '=', alert.id)
      .where('next_run_at', '=', alert.next_run_at)
      .where('unsubscribed_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) claimed.push(alert);
  }
  return claimed;
}

export type ReportedEvent = { listingId: number; event: string };

/**
 * Records what a run reports and queues its mail, in one transaction: the events already
 * recorded for this alert (another run's) are left out, and with nothing left no mail is queued.
 * `compose` gets the events still news and returns the mail, or null. The alert's watermark and
 * next run move on either way.
 */
export async function reportNews<E extends ReportedEvent>(
  db: Kysely<Database>,
  alert: Pick<SearchAlert, 'id'>,
  events: readonly E[],
  compose: (fresh: E[]) => Omit<MailInput, 'submissionId'> | null,
  next: { checkedUntil: number; nextRunAt: number },
  now: number,
): Promise<{ reported: number; mailId: number | null }> {
  return db.transaction().execute(async (trx) => {
    const fresh: E[] = [];
    for (const event of events) {
      const result = await trx
        .insertInto('alert_deliveries')
        .values({
          alert_id: alert.id,
          listing_id: event.listingId,
          event: event.event,
          outbox_id: null,
          created_at: now,
        })
        .onConflict((conflict) => conflict.columns(['alert_id', 'listing_id', 'event']).doNothing())
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) fresh.push(event);
    }
    let mailId: number | null = null;
    const mail = fresh.length > 0 ? compose(fresh) : null;
    if (mail) {
      mailId = await enqueueMail(trx, { ...mail, submissionId: null }, now);
      await trx
        .updateTable('alert_deliveries')
        .set({ outbox_id: mailId })
        .where('alert_id', '=', alert.id)
        .where('created_at', '=', now)
        .where('outbox_id', 'is', null)
        .execute();
    }
    await trx
      .updateTable('search_alerts')
      .set({ checked_until: next.checkedUntil, next_run_at: next.nextRunAt })
      .where('id', '=', alert.id)
      .execute();
    return { reported: fresh.length, mailId };
  });
}
