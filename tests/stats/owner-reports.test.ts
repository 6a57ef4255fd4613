import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { labelled } from '@/lib/format/text';
import { translator } from '@/lib/alerts/context';
import { search } from '@/lib/data';
import { formatNumber } from '@/lib/format/locale-format';
import { confirmAlert, createAlert } from '@/lib/db/alerts';
import { createOwner, linkProperty } from '@/lib/db/owners';
import { setMonthlyReport } from '@/lib/db/owner-reports';
import { recordPageView } from '@/lib/db/page-views';
import { storeSubmission } from '@/lib/db/submissions';
import { getListing } from '@/lib/data';
import { deliverDue } from '@/lib/mail/deliver';
import { smtpSender } from '@/lib/mail/transport';
import { monthName, reportMonth } from '@/lib/stats/monthly-report';
import { runOwnerReports, type ReportContext } from '@/lib/stats/monthly-run';
import fr from '@/messages/fr.json';
import { STORES, type TestDatabase } from '../db/support';
import { startSmtpSink } from '../support/smtp-sink';

/*
 * The monthly report job against each store, read back from a real SMTP server: an owner who
 * opted in from the French portal gets October's figures once, in French, however often and
 * however many runs there are at once; an owner who did not opt in gets nothing.
 */

const NOW = Date.UTC(2026, 10, 3, 6); // 3 November, 07:00 in Brussels
const [property] = search('fr', { goal: 'sale' }).items.filter((listing) => listing.price !== null);
const listing = property!;

const CONTEXT: ReportContext = {
  listingOf: (id, locale) => getListing(id, locale),
  translate: translator,
  portalUrl: (locale) => `https://www.example.be/${locale}/portail-proprietaire/`,
  agency: 'Horizon Immo',
  fallbackLocale: 'en',
};

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
});

describe('the report month', () => {
  it('is the last whole Brussels month', () => {
    expect(reportMonth(NOW)).toEqual({
      month: '2026-10',
      firstDay: '2026-10-01',
      lastDay: '2026-10-31',
      end: Date.UTC(2026, 9, 31, 23), // midnight in Brussels, winter time
    });
    expect(reportMonth(Date.UTC(2026, 7, 3)).end).toBe(Date.UTC(2026, 6, 31, 22)); // summer time
    // 1 January 00:30 in Brussels is still 31 December in UTC
    expect(reportMonth(Date.UTC(2026, 11, 31, 23, 30)).month).toBe('2026-12');
    expect(reportMonth(Date.UTC(2027, 0, 15)).month).toBe('2026-12');
    expect(reportMonth(Date.UTC(2027, 2, 1, 12))).toMatchObject({ lastDay: '2027-02-28' });
    expect(monthName('2026-10', 'fr')).toBe('octobre 2026');
    expect(monthName('2026-10', 'nl')).toBe('oktober 2026');
  });
});

for (const store of STORES) {
  describe.skipIf(store.skip)(`the monthly owner report (${store.name})`, () => {
    let database: TestDatabase;
    let owner: number;
    beforeEach(async () => {
      database = await store.open();
      sink.mails.length = 0;
      const db = database.db;
      owner = await createOwner(db, {
        username: 'report-owner',
        email: 'owner@example.be',
        passwordHash: 'x',
        language: 'en',
      });
      await linkProperty(db, owner, listing.id);
      const other = await createOwner(db, {
        username: 'quiet-owner',
        email: 'quiet@example.be',
        passwordHash: 'x',
        language: 'fr',
      });
      await linkProperty(db, other, listing.id);
      // October: 3 views on two days, 2 requests (one on 31 October 23:30 UTC is 1 November in Brussels)
      for (const day of ['2026-10-05', '2026-10-05', '2026-10-31'])
        await recordPageView(db, { listingId: listing.id, day, kind: 'detail', source: 'direct' });
      await recordPageView(db, {
        listingId: listing.id,
        day: '2026-11-01',
        kind: 'detail',
        source: 'direct',
      });
      for (const at of [
        Date.UTC(2026, 9, 2, 10),
        Date.UTC(2026, 9, 20, 10),
        Date.UTC(2026, 9, 31, 23, 30),
      ])
        await storeSubmission(
          db,
          { kind: 'information', locale: 'fr', listingId: listing.id, payload: {} },
          at,
        );
      // one confirmed alert on the whole list of its goal: demand of 1
      const alert = await createAlert(
        db,
        {
          email: 'seeker@example.be',
          locale: 'nl',
          goal: listing.goal,
          query: '{}',
          frequency: 'weekly',
        },
        NOW - 86_400_000,
      );
      await confirmAlert(db, alert, NOW - 86_400_000, NOW - 86_400_000);
    });
    afterEach(async () => {
      await database.close();
    });

    const deliver = () =>
      deliverDue(
        database.db,
        smtpSender({ SMTP_URL: sink.url }),
        'Horizon Immo <no-reply@example.be>',
        NOW + 60_000,
      );

    it('is off until the owner opts in', async () => {
      expect(await runOwnerReports(database.db, CONTEXT, NOW)).toEqual({ owners: 0, mails: 0 });
    });

    it('mails the month once, in the language the owner opted in with, however many runs', async () => {
      await setMonthlyReport(database.db, owner, true, 'fr', Date.UTC(2026, 8, 20));
      // two instances at once, then again
      const runs = await Promise.all([
        runOwnerReports(database.db, CONTEXT, NOW),
        runOwnerReports(database.db, CONTEXT, NOW),
      ]);
      expect(runs.reduce((sum, run) => sum + run.mails, 0)).toBe(1);
      expect(await runOwnerReports(database.db, CONTEXT, NOW + 3_600_000)).toEqual({
        owners: 0,
        mails: 0,
      });
      await deliver();
      await deliver();

      expect(sink.mails).toHaveLength(1);
      const mail = sink.mails[0]!;
      expect(mail.to).toEqual(['owner@example.be']);
      expect(mail.subject).toBe(fr.Owner.monthly.subject.replace('{month}', 'octobre 2026'));
      expect(mail.text).toContain(
        fr.Owner.monthly.intro
          .replace('{month}', 'octobre 2026')
          .replace('{agency}', 'Horizon Immo'),
      );
      expect(mail.text).toContain(`(${listing.reference})`);
      expect(mail.text).toContain(`${labelled(fr.Owner.monthly.views, 'fr')} 3`);
      expect(mail.text).toContain(`${labelled(fr.Owner.monthly.requests, 'fr')} 2`);
      expect(mail.text).toContain(
        `${labelled(fr.Owner.monthly.demand, 'fr')} ${formatNumber(1, 'fr')}`,
      );
      expect(mail.text).toContain(
        `${labelled(fr.Owner.monthly.open, 'fr')} https://www.example.be/fr/portail-proprietaire/`,
      );
      // nobody's address but the owner's
      expect(mail.text).not.toContain('seeker@example.be');

      const rows = await database.db.selectFrom('owner_reports').selectAll().execute();
      expect(rows).toMatchObject([{ owner_id: owner, month: '2026-10' }]);

      // the next month is a new report
      expect((await runOwnerReports(database.db, CONTEXT, Date.UTC(2026, 11, 1, 6))).mails).toBe(1);
    });

    it('stops when the owner opts out', async () => {
      await setMonthlyReport(database.db, owner, true, 'de', Date.UTC(2026, 8, 20));
      await setMonthlyReport(database.db, owner, false, 'en');
      expect((await runOwnerReports(database.db, CONTEXT, NOW)).mails).toBe(0);
    });

    it('starts with the first month that ends after the owner opted in', async () => {
      // on 1 November 00:30 in Brussels: October had already ended
      await setMonthlyReport(database.db, owner, true, 'nl', Date.UTC(2026, 9, 31, 23, 30));
      expect((await runOwnerReports(database.db, CONTEXT, NOW)).mails).toBe(0);
      // turning it on again keeps the first time
      await setMonthlyReport(database.db, owner, true, 'nl', Date.UTC(2026, 11, 20));
      expect((await runOwnerReports(database.db, CONTEXT, Date.UTC(2026, 11, 1, 6))).mails).toBe(1);
    });
  });
}
