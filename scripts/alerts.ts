/**
 * Search alerts (docs/search-alerts.md):
 *   npm run alerts   reports new listings and price drops to the alerts that are due, through the
 *                    outbox, then sends what the outbox holds (SMTP_URL)
 * Safe to run from a scheduler on every instance at once: each alert is claimed by one run and
 * each listing reported once per alert. It runs under the `react-server` condition (package.json),
 * as the server does: the site's modules it shares are marked server-only.
 */
import { runDatabaseCommand } from './database-command';
import { currentAlertData, runAlerts } from '../lib/alerts/run';
import { deliverDue } from '../lib/mail/deliver';
import { mailFrom, smtpSender } from '../lib/mail/transport';

runDatabaseCommand(
  'alerts',
  async ({ db }) => {
    const data = await currentAlertData(db);
    if (!data) console.log('alerts: no imported data set version yet: nothing is news');
    const report = await runAlerts(db, data);
    const delivery = await deliverDue(db, smtpSender(), mailFrom());
    console.log(
      `alerts: ${report.alerts} alert(s) due, ${report.reported} listing(s) reported in ${report.mails} mail(s); outbox: ${
        delivery.waiting
          ? 'SMTP_URL not set, mails wait'
          : `${delivery.sent} sent, ${delivery.failed} failed`
      }`,
    );
  },
  { signs: true },
);
