/**
 * The outbox: mails, and calls to the agency's CRM when CRM=omnicasa (docs/crm-omnicasa.md):
 *   npm run outbox              lists the rows not delivered yet (pending or failed) and the latest delivered
 *   npm run outbox -- --retry   makes every undelivered row due now (a failed one gets one more attempt)
 *                               and delivers them: mails by SMTP_URL, CRM calls to OMNICASA_URL
 * Recipients are shown masked: this output may end up in logs.
 */
import { runDatabaseCommand } from './database-command';
import { serverEnv } from '../lib/config';
import { omnicasaSettings } from '../lib/crm/omnicasa/settings';
import { followDataVersion } from '../lib/data/data-follow';
import { listOutbox, MAX_ATTEMPTS, retryAllNow } from '../lib/db/outbox';
import { configuredDestinations } from '../lib/mail/deliver';

const mask = (address: string) => address.replace(/^(.).*(@.*)$/, '$1…$2');
const when = (ms: number | null) =>
  ms === null ? '–' : new Date(ms).toISOString().replace('T', ' ').slice(0, 19);

runDatabaseCommand(
  'outbox',
  async ({ db }) => {
    // a request's messages are composed now, from the data set the site serves (an import's version)
    await followDataVersion(db);
    const crm = omnicasaSettings(serverEnv());
    if (process.argv.includes('--retry')) {
      const due = await retryAllNow(db);
      for (const destination of configuredDestinations()) {
        const report = await destination.deliverDue(db);
        if (destination.name === 'omnicasa')
          console.log(`outbox: CRM calls ${report.sent} delivered, ${report.failed} failed`);
        else if (report.waiting)
          console.log(`outbox: ${due} row(s) due; SMTP_URL is not set: no mail sent`);
        else
          console.log(`outbox: mails ${report.sent} sent, ${report.failed} failed (of ${due} due)`);
      }
    }
    const rows = await listOutbox(db, { limit: 100 });
    const unsent = rows.filter((row) => row.sent_at === null);
    const crmRows = unsent.filter(
      (row) => row.channel === 'omnicasa' || row.channel === 'request-omnicasa',
    );
    console.log(
      `outbox: ${unsent.length} not delivered (${crmRows.length} CRM call(s)), ${rows.length - unsent.length} recently delivered`,
    );
    if (crmRows.length > 0 && !crm)
      console.log('outbox: CRM is not set: CRM calls wait until CRM=omnicasa is configured');
    for (const row of rows) {
      const error = row.last_error ? `, last error: ${row.last_error}` : '';
      const state =
        row.sent_at !== null
          ? `delivered ${when(row.sent_at)}`
          : row.attempts >= MAX_ATTEMPTS
            ? `failed after ${row.attempts} attempts (--retry replays it)${error}`
            : `pending, attempt ${row.attempts}, next ${when(row.next_attempt_at)}${error}`;
      // a request's rows are composed from it when they are first sent: until then they name only their request
      const what =
        row.channel === 'mail' || row.channel === 'request-mail'
          ? `${row.purpose} to ${row.recipient ? mask(row.recipient) : '(composed when sent)'}`
          : `omnicasa ${row.recipient || '(composed when sent)'}`;
      console.log(
        `#${row.id} ${what} (request ${row.submission_id ?? '–'}), created ${when(row.created_at)}: ${state}`,
      );
    }
  },
  // a request's mails carry signed links (a newsletter confirmation, a visit's hold), composed now
  { signs: true },
);
