import 'server-only';
import type { Kysely } from 'kysely';
import { serverEnv, type Env } from '@/lib/config';
import { deliverDueCrmCalls, omnicasaOutboxClient } from '@/lib/crm/omnicasa/deliver';
import { omnicasaSettings, type OmnicasaSettings } from '@/lib/crm/omnicasa/settings';
import { getDatabase } from '@/lib/db/connection';
import { claimDueMails, markFailed, markSent, recordComposed } from '@/lib/db/outbox';
import { pruneRateLimits } from '@/lib/db/rate-limits';
import type { Database, OutboxMail } from '@/lib/db/schema';
import { pruneOldRequests, REQUEST_RETENTION_MS, setSubmissionStatus } from '@/lib/db/submissions';
import { requestCrmCall, requestMails, storedRequest, type ComposedMail } from './request-mails';
import { mailFrom, smtpSender, type MailSender, type OutgoingMail } from './transport';

/*
 * The outbox's sender: mails (stored composed, or a request's, composed now from the stored
 * request) and calls to the agency's CRM; `deliverOutbox` runs after a response and at start-up,
 * `npm run outbox -- --retry` from the shell.
 */

export type DeliveryReport = { sent: number; failed: number; waiting: boolean };

/** Why sending failed, without the mail's content or addresses (logs carry no personal data). */
function reasonOf(error: unknown): string {
  if (error && typeof error === 'object') {
    const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
    if (typeof code === 'string' || typeof responseCode === 'number')
      return [code, responseCode].filter(Boolean).join(' ');
  }
  return error instanceof Error ? error.name : 'error';
}

/** A mail's stored extra headers (a JSON object of strings), or null. */
export function headersOf(stored: string | null): Record<string, string> | null {
  if (!stored) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return null;
  }
}

/** A mail that cannot be composed any more: its request was deleted, or it asks for no such mail. */
class NotComposable extends Error {
  override name = 'NotComposable';
}

/**
 * A row's mail: as stored (alerts, password resets, reports), or, for a stored request's row,
 * composed now from the request and written into the row (`requests` holds each request's mails
 * for this run, so a request's two rows compose it once).
 */
async function mailOf(
  db: Kysely<Database>,
  row: OutboxMail,
  requests: Map<number, Promise<ComposedMail[]>>,
): Promise<Omit<OutgoingMail, 'from'>> {
  if (row.channel !== 'request-mail')
    return {
      to: row.recipient,
      replyTo: row.reply_to,
      subject: row.subject,
      html: row.html,
      text: row.text,
      headers: headersOf(row.headers),
    };
  // a request deleted before its mail left (retention) leaves its row without a request
  const submissionId = row.submission_id;
  if (submissionId === null) throw new NotComposable();
  let mails = requests.get(submissionId);
  if (!mails) {
    mails = storedRequest(db, submissionId).then((request) =>
      request ? requestMails(db, request) : [],
    );
    requests.set(submissionId, mails);
  }
  const mail = (await mails).find((composed) => composed.purpose === row.purpose);
  if (!mail) throw new NotComposable();
  await recordComposed(db, row.id, mail);
  return {
    to: mail.recipient,
    replyTo: mail.replyTo,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    headers: mail.headers ?? null,
  };
}

/**
 * Sends the mails that are due, composing a stored request's mails now. A failure leaves the mail
 * in the outbox with its next attempt later (back-off); the request it belongs to is never touched
 * by a mail failure.
 */
export async function deliverDue(
  db: Kysely<Database>,
  sender: MailSender | null,
  from: string,
  now = Date.now(),
): Promise<DeliveryReport> {
  if (!sender) return { sent: 0, failed: 0, waiting: true };
  const report: DeliveryReport = { sent: 0, failed: 0, waiting: false };
  const requests = new Map<number, Promise<ComposedMail[]>>();
  for (const mail of await claimDueMails(db, now, 20, ['mail', 'request-mail'])) {
    try {
      await sender({ from, ...(await mailOf(db, mail, requests)) });
      await markSent(db, mail.id, Date.now());
      if (mail.purpose === 'agency' && mail.submission_id !== null)
        await setSubmissionStatus(db, mail.submission_id, 'mailed');
      report.sent += 1;
    } catch (error) {
      await markFailed(db, mail, reasonOf(error), Date.now());
      if (mail.purpose === 'agency' && mail.submission_id !== null)
        await setSubmissionStatus(db, mail.submission_id, 'mail-pending');
      report.failed += 1;
      console.warn(
        `outbox: mail ${mail.id} (${mail.purpose}) not sent: ${reasonOf(error)}; it stays in the outbox`,
      );
    }
  }
  return report;
}

let running: Promise<void> | null = null;
/** A mail queued while a run was under way: that run had already read the outbox, so run again. */
let again = false;
let lastRequestPrune = 0;
/** Old requests are looked for once an hour per instance. */
const REQUEST_PRUNE_EVERY_MS = 60 * 60_000;

/** Rate-limit windows older than this no longer count for anything. */
const RATE_LIMIT_MEMORY_MS = 24 * 60 * 60_000;

/**
 * A destination of the outbox: one per system a stored request is delivered to (issue 37 › 1),
 * behind one shape, chosen by configuration. Each takes the rows of its channels that are due,
 * composes a request's message from the stored request, sends it, and keeps a failure for later.
 */
export type Destination = {
  /** `mail` (SMTP), or `omnicasa` (the agency's CRM, docs/crm-omnicasa.md). */
  name: 'mail' | 'omnicasa';
  deliverDue(
    db: Kysely<Database>,
    now?: number,
  ): Promise<{ sent: number; failed: number; waiting?: boolean }>;
};

/** Mails over SMTP (`SMTP_URL`); without it they wait in the outbox (`waiting`). */
export function mailDestination(env: Env): Destination {
  return {
    name: 'mail',
    deliverDue: (db, now) => deliverDue(db, smtpSender(env), mailFrom(env), now),
  };
}

/** Calls to Omnicasa: a request's call composed from it when sent, others as they were stored. */
export function omnicasaDestination(settings: OmnicasaSettings): Destination {
  return {
    name: 'omnicasa',
    deliverDue: (db, now) =>
      deliverDueCrmCalls(
        db,
        omnicasaOutboxClient(settings),
        (submissionId) => requestCrmCall(db, submissionId, settings.languageIds),
        now,
      ),
  };
}

/** Where this site delivers: mail always, and Omnicasa with `CRM=omnicasa`. */
export function configuredDestinations(env: Env = serverEnv()): Destination[] {
  const crm = omnicasaSettings(env);
  return [mailDestination(env), ...(crm ? [omnicasaDestination(crm)] : [])];
}

/** Sends what is due in the outbox, mails and CRM calls (one run at a time per process), forgets old rate-limit windows and, hourly, requests past their retention; never throws. */
export function deliverOutbox(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      const { db } = await getDatabase();
      do {
        again = false;
        for (const destination of configuredDestinations()) {
          const report = await destination.deliverDue(db);
          if (report.waiting)
            console.info(
              'outbox: SMTP_URL is not set; mails wait in the outbox (npm run outbox lists them)',
            );
        }
      } while (again);
      await pruneRateLimits(db, Date.now() - RATE_LIMIT_MEMORY_MS);
      if (Date.now() - lastRequestPrune > REQUEST_PRUNE_EVERY_MS) {
        lastRequestPrune = Date.now();
        const deleted = await pruneOldRequests(db, Date.now() - REQUEST_RETENTION_MS);
        if (deleted > 0) console.info(`requests: ${deleted} older than two years deleted`);
      }
    } catch (error) {
      console.error(`outbox: delivery failed: ${error instanceof Error ? error.message : 'error'}`);
    } finally {
      running = null;
    }
  })();
  return running;
}
