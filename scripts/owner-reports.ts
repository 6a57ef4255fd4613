/**
 * The owners' monthly report by e-mail (docs/owner-portal.md):
 *   npm run owner-reports   queues the report of the last whole month for every owner who asked
 *                           for it and has not had it, then sends what the outbox holds (SMTP_URL)
 * Safe to run from a scheduler on every instance at once, as often as wanted: a month's report is
 * recorded per owner in the transaction that queues its mail, so it goes out once. It runs under
 * the `react-server` condition (package.json), as the server does.
 */
import { runDatabaseCommand } from './database-command';
import { translator } from '../lib/alerts/context';
import { currentAlertData } from '../lib/alerts/run';
import { siteConfig } from '../lib/content/site-config';
import { getStore } from '../lib/data/load';
import { lookup } from '../lib/data/store';
import { DEFAULT_LOCALE } from '../lib/i18n/language-settings';
import { getPathname } from '../lib/i18n/navigation';
import { deliverDue } from '../lib/mail/deliver';
import { mailFrom, smtpSender } from '../lib/mail/transport';
import { siteUrl } from '../lib/runtime/site-url';
import { runOwnerReports } from '../lib/stats/monthly-run';

runDatabaseCommand(
  'owner-reports',
  async ({ db }) => {
    // the data set the site serves: the current imported version, else the bundled one
    const store = (await currentAlertData(db))?.store ?? getStore();
    const report = await runOwnerReports(db, {
      listingOf: (id, locale) =>
        lookup(store, locale, DEFAULT_LOCALE, (index) => index.byId.get(id)) ?? null,
      translate: translator,
      portalUrl: (locale) =>
        new URL(getPathname({ locale, href: '/owner-portal' }), siteUrl()).toString(),
      agency: siteConfig.agency.name,
      fallbackLocale: DEFAULT_LOCALE,
    });
    const delivery = await deliverDue(db, smtpSender(), mailFrom());
    console.log(
      `owner-reports: ${report.owners} owner(s) due, ${report.mails} report(s) queued; outbox: ${
        delivery.waiting
          ? 'SMTP_URL not set, mails wait'
          : `${delivery.sent} sent, ${delivery.failed} failed`
      }`,
    );
  },
  { signs: true },
);
