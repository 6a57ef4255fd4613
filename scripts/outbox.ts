/**
 * The mail outbox:
 *   npm run outbox              lists the mails not sent yet and the latest sent ones
 *   npm run outbox -- --retry   makes every unsent mail due now and sends them (SMTP_URL)
 * Recipients are shown masked: this output may end up in logs.
 */
import { runDatabaseCommand } from './database-command';
import { listOutbox, retryAllNow } from '../lib/db/outbox';
import { deliverDue } from '../lib/mail/deliver';
import { mailFrom, smtpSender } from '../lib/mail/transport';

const mask = (address: string) => address.replace(/^(.).*(@.*)$/, '$1…$2');
const when = (ms: number | null) =>
  ms === null ? '–' : new Date(ms).toISOString().replace('T', ' ').slice(0, 19);

runDatabaseCommand('outbox', async ({ db }) => {
  if (process.argv.includes('--retry')) {
    const due = await retryAllNow(db);
    const report = await deliverDue(db, smtpSender(), mailFrom());
    if (report.waiting)
      console.log(`outbox: ${due} mail(s) due, but SMTP_URL is not set: nothing sent`);
    else console.log(`outbox: ${report.sent} sent, ${report.failed} failed (of ${due} due)`);
  }
  const mails = await listOutbox(db, { limit: 100 });
  const unsent = mails.filter((mail) => mail.sent_at === null);
  console.log(`outbox: ${unsent.length} unsent, ${mails.length - unsent.length} recently sent`);
  for (const mail of mails) {
    const state =
      mail.sent_at === null
        ? `waiting, attempt ${mail.attempts}, next ${when(mail.next_attempt_at)}${mail.last_error ? `, last error: ${mail.last_error}` : ''}`
        : `sent ${when(mail.sent_at)}`;
    console.log(
      `#${mail.id} ${mail.purpose} to ${mask(mail.recipient)} (request ${mail.submission_id ?? '–'}), created ${when(mail.created_at)}: ${state}`,
    );
  }
});
