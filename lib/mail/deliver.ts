import type { Kysely } from 'kysely';
import { claimDueMails, markFailed, markSent } from '@/lib/db/outbox';
import type { Database } from '@/lib/db/schema';
import { setSubmissionStatus } from '@/lib/db/submissions';
import type { MailSender } from './transport';

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

/**
 * Sends the mails that are due. A failure leaves the mail in the outbox with its next attempt
 * later (back-off); the request it belongs to is never touched by a mail failure.
 */
export async function deliverDue(
  db: Kysely<Database>,
  sender: MailSender | null,
  from: string,
  now = Date.now(),
): Promise<DeliveryReport> {
  if (!sender) return { sent: 0, failed: 0, waiting: true };
  const report: DeliveryReport = { sent: 0, failed: 0, waiting: false };
  for (const mail of await claimDueMails(db, now)) {
    try {
      await sender({
        from,
        to: mail.recipient,
        replyTo: mail.reply_to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: headersOf(mail.headers),
      });
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
