import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database, OutboxMail } from './schema';

/**
 * Where an outbox row goes: a mail (SMTP), or a call to the agency's CRM (docs/crm-omnicasa.md),
 * whose method is kept as `recipient`, its parameters as JSON in `crm_call`, and the agency
 * notification's subject and text as `subject`/`text` for people reading the outbox.
 */
export type OutboxChannel = 'mail' | 'omnicasa' | RequestChannel;

/**
 * The deliveries of a stored request (a form sent on the site): the row names the submission and,
 * for a mail, its purpose; the message itself is composed from the stored submission when it is
 * sent (lib/mail/request-mails.ts), and written into the row then, for people reading the outbox.
 */
export type RequestChannel = 'request-mail' | 'request-omnicasa';

/** The mails of a request: the agency's notification, the visitor's confirmation, a friend's, a newsletter confirmation. */
export type RequestMailPurpose = 'agency' | 'confirmation' | 'friend' | 'newsletter-confirmation';

export type RequestDelivery =
  | { submissionId: number; channel: 'request-mail'; purpose: RequestMailPurpose }
  | { submissionId: number; channel: 'request-omnicasa' };

export type CrmCallInput = {
  submissionId: number | null;
  method: string;
  params: Record<string, unknown>;
  subject: string;
  text: string;
};

export type MailInput = {
  submissionId: number | null;
  purpose: string;
  recipient: string;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (List-Unsubscribe of an alert mail). */
  headers?: Record<string, string> | null;
};

/** After this many failed attempts a mail stays in the outbox for a person to look at. */
export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 60_000;
const LONGEST_WAIT_MS = 6 * 60 * 60_000;
/** How long a sender holds a mail it took, so another instance does not send it too. */
export const CLAIM_MS = 2 * 60_000;

/** Wait before the next attempt after `attempts` failures: 1 min, 2, 4, … at most 6 h. */
export function backoffMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}

/** What a row holds besides its attempts: each enqueue below gives its own. */
type OutboxContent = {
  submission_id: number | null;
  purpose: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  headers: string | null;
  channel?: OutboxChannel;
  crm_call?: string | null;
};

/** Inserts a row due now, never tried: the one place the outbox's bookkeeping starts. */
async function insertOutboxRow(
  db: Kysely<Database>,
  content: OutboxContent,
  now: number,
): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({
      ...content,
      attempts: 0,
      next_attempt_at: now,
      last_error: null,
      sent_at: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function enqueueMail(
  db: Kysely<Database>,
  mail: MailInput,
  now = Date.now(),
): Promise<number> {
  return insertOutboxRow(
    db,
    {
      submission_id: mail.submissionId,
      purpose: mail.purpose,
      recipient: mail.recipient,
      reply_to: mail.replyTo ?? null,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: mail.headers ? JSON.stringify(mail.headers) : null,
    },
    now,
  );
}

/** Queues one delivery of a stored request, in the request's own transaction; its content comes at sending. */
export async function enqueueRequestDelivery(
  db: Kysely<Database>,
  delivery: RequestDelivery,
  now = Date.now(),
): Promise<number> {
  return insertOutboxRow(
    db,
    {
      submission_id: delivery.submissionId,
      purpose: delivery.channel === 'request-mail' ? delivery.purpose : 'crm',
      recipient: '',
      reply_to: null,
      subject: '',
      html: '',
      text: '',
      headers: null,
      channel: delivery.channel,
      crm_call: null,
    },
    now,
  );
}

/** What a request's delivery became when it was composed: kept in its row, for people reading the outbox. */
export async function recordComposed(
  db: Kysely<Database>,
  id: number,
  composed: {
    recipient: string;
    replyTo?: string | null;
    subject: string;
    html?: string;
    text: string;
    crmCall?: Record<string, unknown>;
  },
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      recipient: composed.recipient,
      reply_to: composed.replyTo ?? null,
      subject: composed.subject,
      html: composed.html ?? '',
      text: composed.text,
      crm_call: composed.crmCall ? JSON.stringify(composed.crmCall) : null,
    })
    .where('id', '=', id)
    .execute();
}

/** Queues a CRM call (same attempts, back-off and claims as a mail), in the caller's transaction. */
export async function enqueueCrmCall(
  db: Kysely<Database>,
  call: CrmCallInput,
  now = Date.now(),
): Promise<number> {
  return insertOutboxRow(
    db,
    {
      submission_id: call.submissionId,
      purpose: 'crm',
      recipient: call.method,
      reply_to: null,
      subject: call.subject,
      html: '',
      text: call.text,
      headers: null,
      channel: 'omnicasa',
      crm_call: JSON.stringify(call.params),
    },
    now,
  );
}

/**
 * Takes up to `limit` mails that are due, for this sender only: each is claimed by moving its next
 * attempt past the claim time, which only one instance can do for a given row.
 */
export async function claimDueMails(
  db: Kysely<Database>,
  now = Date.now(),
  limit = 20,
  channels: OutboxChannel | readonly OutboxChannel[] = 'mail',
): Promise<OutboxMail[]> {
  const due = await db
    .selectFrom('outbox')
    .selectAll()
    .where('channel', 'in', typeof channels === 'string' ? [channels] : [...channels])
    .where('sent_at', 'is', null)
    .where('attempts', '<', MAX_ATTEMPTS)
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
  const claimed: OutboxMail[] = [];
  for (const mail of due) {
    const result = await db
      .updateTable('outbox')
      .set({ next_attempt_at: now + CLAIM_MS })
      .where('id', '=', mail.id)
      .where('next_attempt_at', '=', mail.next_attempt_at)
      .where('sent_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) claimed.push(mail);
  }
  return claimed;
}

export async function markSent(db: Kysely<Database>, id: number, now = Date.now()): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ sent_at: now, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** Records a failed attempt and when to try again. The error text must hold no personal data. */
export async function markFailed(
  db: Kysely<Database>,
  mail: Pick<OutboxMail, 'id' | 'attempts'>,
  error: string,
  now = Date.now(),
): Promise<void> {
  const attempts = mail.attempts + 1;
  await db
    .updateTable('outbox')
    .set({ attempts, last_error: error.slice(0, 500), next_attempt_at: now + backoffMs(attempts) })
    .where('id', '=', mail.id)
    .execute();
}

/** The outbox, for `npm run outbox`: unsent mails first (oldest first), then the latest sent. */
export async function listOutbox(
  db: Kysely<Database>,
  options: { unsentOnly?: boolean; limit?: number } = {},
): Promise<OutboxMail[]> {
  let query = db.selectFrom('outbox').selectAll();
  if (options.unsentOnly) query = query.where('sent_at', 'is', null);
  return query
    .orderBy('sent_at', 'desc')
    .orderBy('created_at')
    .limit(options.limit ?? 50)
    .execute();
}

/**
 * Makes every unsent row due now (after an outage was fixed), attempts kept; a row that had used
 * up its attempts gets one more.
 */
export async function retryAllNow(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({
      next_attempt_at: now,
      attempts: sql<number>`case when attempts >= ${MAX_ATTEMPTS} then ${MAX_ATTEMPTS - 1} else attempts end`,
    })
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
