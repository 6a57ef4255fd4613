import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertLinks, confirmUrl, translator } from '@/lib/alerts/context';
import { confirmationMail } from '@/lib/alerts/mail';
import { currentAlertData, runAlerts } from '@/lib/alerts/run';
import { confirmByToken, managedAlerts, subscribe, unsubscribeByToken } from '@/lib/alerts/service';
import { diffPayloads } from '@/lib/data/feed-diff';
import { MARQUEE_NONE, type RawPayload } from '@/lib/data/schema';
import {
  baseContent,
  encodeContent,
  nextContent,
  type VersionContent,
} from '@/lib/data/version-content';
import { alertById, createAlert, reportNews } from '@/lib/db/alerts';
import { rollBack, saveVersion } from '@/lib/db/data-versions';
import { deliverDue } from '@/lib/mail/deliver';
import { smtpSender } from '@/lib/mail/transport';
import { alertKey, rateLimitKey } from '@/lib/security/keys';
import { generatePayload } from '@/demo/listings/payload';
import { STORES, type TestDatabase } from '../db/support';
import { startSmtpSink } from '../support/smtp-sink';

/*
 * The matching job against a data set with one new listing and one price drop (and one price
 * rise, which is no news), read back from a real SMTP server: subscribe, confirm, import, run.
 */

const BASE = generatePayload({ seed: 41, count: 30, locales: ['en', 'fr'], projects: 0 });
const T0 = Date.UTC(2026, 10, 25, 6, 0, 0);
const HOUR = 3_600_000;

const saleIds = [
  ...new Set(
    BASE.listings
      .filter(
        (record) =>
          record.Goal === 0 &&
          record.Marquee === MARQUEE_NONE &&
          record.PublishPrice &&
          record.ProjectID === null,
      )
      .map((record) => record.ID),
  ),
];
const [dropped, raised, template] = saleIds as [number, number, number];
const newId = Math.max(...BASE.listings.map((record) => record.ID)) + 1;

/** The next day's feed: one listing more (a copy of another, under a new ID), one price 10 % lower, one 5 % higher. */
function nextFeed(): RawPayload {
  const feed = structuredClone(BASE);
  for (const record of feed.listings) {
    if (record.ID === dropped) record.Price = Math.round(record.Price * 0.9);
    if (record.ID === raised) record.Price = Math.round(record.Price * 1.05);
  }
  const copies = structuredClone(feed.listings.filter((record) => record.ID === template));
  for (const record of copies) Object.assign(record, { ID: newId, RecordFile: 'HI-2026-99001' });
  feed.listings.push(...copies);
  return feed;
}

const reference = (payload: RawPayload, id: number) =>
  payload.listings.find((record) => record.ID === id && record.language === 'en')!;

let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
});
beforeEach(() => {
  vi.stubEnv('SESSION_SECRET', 'alerts-test-secret-'.repeat(3));
  vi.stubEnv('SITE_URL', 'https://www.example.be');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const KEYS = () => ({ link: alertKey(), rateLimit: rateLimitKey() });

for (const store of STORES) {
  describe.skipIf(store.skip)(`search alerts (${store.name})`, () => {
    let database: TestDatabase;
    let v1: VersionContent;
    beforeEach(async () => {
      database = await store.open();
      sink.mails.length = 0;
      v1 = baseContent(BASE);
      await saveVersion(
        database.db,
        { source: 'test', listingCount: saleIds.length, summary: '', content: encodeContent(v1) },
        T0,
      );
    });
    afterEach(async () => {
      await database.close();
    });

    async function subscribed(
      email: string,
      frequency: 'instant' | 'daily' = 'instant',
      at = T0 + HOUR,
    ) {
      const t = translator('en');
      const outcome = await subscribe(
        database.db,
        {
          locale: 'en',
          goal: 'sale',
          query: {},
          values: { email, frequency, consent: 'yes' },
          clientAddress: `test-${email}`,
          perIp: { limit: 100, windowMs: HOUR },
        },
        KEYS(),
        {
          confirmation: (alert) =>
            confirmationMail({
              t,
              locale: 'en',
              email: alert.email,
              agency: 'Horizon Immo',
              search: 'For sale',
              frequency: t(`Alerts.frequency.${frequency}`),
              confirmUrl: confirmUrl(alert),
              links: alertLinks(alert),
            }),
        },
        at,
      );
      if (!outcome.ok) throw new Error('refused');
      return outcome.id;
    }

    async function deliver() {
      await deliverDue(
        database.db,
        smtpSender({ SMTP_URL: sink.url }),
        'Horizon Immo <no-reply@example.be>',
        T0 + 100 * HOUR,
      );
    }

    async function importNextDay(at = T0 + 24 * HOUR) {
      const feed = nextFeed();
      const content = nextContent(v1, feed, diffPayloads(BASE, feed), new Date(at));
      await saveVersion(
        database.db,
        { source: 'test', listingCount: 0, summary: '', content: encodeContent(content) },
        at + 1000,
      );
    }

    it('confirms by the mailed link, then mails the new listing and the price drop once, with a one-click unsubscribe', async () => {
      const id = await subscribed('ana@example.be');
      await deliver();
      const confirmation = sink.mails.find(
        (mail) => mail.subject === 'Please confirm your search alert',
      )!;
      expect(confirmation.to).toEqual(['ana@example.be']);
      expect(confirmation.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      // unconfirmed: nothing is news for it
      expect(
        (await runAlerts(database.db, await currentAlertData(database.db), T0 + 2 * HOUR)).alerts,
      ).toBe(0);

      const token = new URL(
        /https:\/\/\S+confirm=\S+/.exec(confirmation.text)![0],
      ).searchParams.get('confirm')!;
      expect(await confirmByToken(database.db, alertKey(), `${token}x`, T0 + 2 * HOUR)).toBeNull();
      expect(await confirmByToken(database.db, alertKey(), token, T0 + 2 * HOUR)).not.toBeNull();

      // nothing new yet
      let report = await runAlerts(database.db, await currentAlertData(database.db), T0 + 3 * HOUR);
      expect(report).toEqual({ alerts: 1, mails: 0, reported: 0 });

      await importNextDay();
      report = await runAlerts(database.db, await currentAlertData(database.db), T0 + 25 * HOUR);
      expect(report).toEqual({ alerts: 1, mails: 1, reported: 2 });
      await deliver();
      const news = sink.mails.filter((mail) => mail.subject.endsWith('for your search'));
      expect(news).toHaveLength(1);
      const mail = news[0]!;
      expect(mail.subject).toBe('2 new properties and price drops for your search');
      expect(mail.text).toContain('(HI-2026-99001)');
      expect(mail.text).toContain(reference(BASE, dropped).RecordFile);
      expect(mail.text).not.toContain(`(${reference(BASE, raised).RecordFile})`);
      expect(mail.text).toMatch(/Price drop/);
      expect(mail.text).toMatch(
        /Manage your alerts: https:\/\/www\.example\.be\/en\/search-alert\/\?manage=/,
      );

      // issue 35 › 9: real links in the HTML part, a thumbnail per listing, an opaque manage token
      const html = mail.html!;
      const anchors = [...html.matchAll(/<a href="([^"]+)"/g)].map((match) => match[1]!);
      const listingLinks = anchors.filter((href) => /\/en\/for-sale\/[^?]+\/\d+\/?$/.test(href));
      expect(new Set(listingLinks).size).toBe(2);
      for (const href of listingLinks) expect(mail.text).toContain(href);
      const manage = anchors.find((href) => href.includes('manage='))!;
      expect(html).toContain('>Manage your alerts</a>');
      expect(anchors.some((href) => href.includes('unsubscribe='))).toBe(true);
      const images = [...html.matchAll(/<img src="([^"]+)" alt="([^"]+)"/g)];
      expect(images).toHaveLength(2);
      for (const [, src] of images) expect(src).toMatch(/^https:\/\/www\.example\.be\/media\//);
      const manageToken = new URL(manage.replaceAll('&amp;', '&')).searchParams.get('manage')!;
      expect(manageToken).toMatch(new RegExp(`^${id}\\.`));
      expect(manageToken).not.toContain(Buffer.from('ana@example.be').toString('base64url'));
      expect(manageToken.split('.')[0]).toBe(String(id));
      expect(manage).not.toContain('@');
      expect((await managedAlerts(database.db, alertKey(), manageToken))?.email).toBe(
        'ana@example.be',
      );
      // a manage link of an older mail (the address in base64) answers "not valid", it opens nothing
      const old = `${Buffer.from('ana@example.be').toString('base64url')}.${manageToken.split('.')[1]}`;
      expect(await managedAlerts(database.db, alertKey(), old)).toBeNull();
      expect(await managedAlerts(database.db, alertKey(), `${id}.forged`)).toBeNull();
      const oneClick = /^<(.+)>$/.exec(mail.headers['list-unsubscribe']!)![1]!;
      expect(oneClick).toMatch(/^https:\/\/www\.example\.be\/api\/alerts\/unsubscribe\/\?token=/);
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

      // at most once: the next runs find nothing new
      report = await runAlerts(database.db, await currentAlertData(database.db), T0 + 26 * HOUR);
      expect(report.mails).toBe(0);

      // one click ends it, with the header's token
      const unsubscribeToken = new URL(oneClick).searchParams.get('token')!;
      expect(
        await unsubscribeByToken(database.db, alertKey(), `${id}.forged`, T0 + 27 * HOUR),
      ).toBe(false);
      expect(
        await unsubscribeByToken(database.db, alertKey(), unsubscribeToken, T0 + 27 * HOUR),
      ).toBe(true);
      expect((await alertById(database.db, id))?.unsubscribed_at).toBe(T0 + 27 * HOUR);
      expect(
        (await runAlerts(database.db, await currentAlertData(database.db), T0 + 28 * HOUR)).alerts,
      ).toBe(0);
    });

    it('queues one mail when two instances run the job at once', async () => {
      const id = await subscribed('ben@example.be');
      const alert = (await alertById(database.db, id))!;
      const token = new URL(confirmUrl(alert)).searchParams.get('confirm')!;
      await confirmByToken(database.db, alertKey(), token, T0 + 2 * HOUR);
      await importNextDay();
      const data = await currentAlertData(database.db);
      const reports = await Promise.all([
        runAlerts(database.db, data, T0 + 25 * HOUR),
        runAlerts(database.db, data, T0 + 25 * HOUR),
      ]);
      expect(reports.reduce((sum, report) => sum + report.mails, 0)).toBe(1);
      const queued = await database.db
        .selectFrom('outbox')
        .select('id')
        .where('purpose', '=', 'alert')
        .execute();
      expect(queued).toHaveLength(1);
      const deliveries = await database.db.selectFrom('alert_deliveries').selectAll().execute();
      expect(deliveries.map((row) => row.event).sort()).toEqual([
        `drop:${reference(nextFeed(), dropped).Price}`,
        'new',
      ]);
    });

    it('reports a price drop once, though a rollback and the same feed imported again record it anew', async () => {
      const id = await subscribed('eva@example.be');
      const alert = (await alertById(database.db, id))!;
      const token = new URL(confirmUrl(alert)).searchParams.get('confirm')!;
      await confirmByToken(database.db, alertKey(), token, T0 + 2 * HOUR);
      await importNextDay();
      expect(
        await runAlerts(database.db, await currentAlertData(database.db), T0 + 25 * HOUR),
      ).toMatchObject({ mails: 1, reported: 2 });
      // the agency rolls the import back, then imports the same feed again the day after
      expect(await rollBack(database.db, T0 + 26 * HOUR)).not.toBeUndefined();
      await runAlerts(database.db, await currentAlertData(database.db), T0 + 27 * HOUR);
      await importNextDay(T0 + 48 * HOUR);
      const data = await currentAlertData(database.db);
      const drop = data!.store.byLocale.get('en')!.byId.get(dropped)!.priceHistory.at(-1)!;
      expect(Date.parse(drop.date)).toBe(T0 + 48 * HOUR);
      expect(await runAlerts(database.db, data, T0 + 49 * HOUR)).toMatchObject({
        mails: 0,
        reported: 0,
      });
      const queued = await database.db
        .selectFrom('outbox')
        .select('id')
        .where('purpose', '=', 'alert')
        .execute();
      expect(queued).toHaveLength(1);
    });

    it('records each event once per alert: a second report of it queues nothing', async () => {
      const id = await createAlert(
        database.db,
        { email: 'dan@example.be', locale: 'en', goal: 'sale', query: '{}', frequency: 'instant' },
        T0,
      );
      const mail = {
        purpose: 'alert',
        recipient: 'dan@example.be',
        subject: 's',
        html: 'h',
        text: 't',
      };
      const next = { checkedUntil: T0, nextRunAt: T0 };
      const events = [{ listingId: 7, event: 'new' }];
      expect(await reportNews(database.db, { id }, events, () => mail, next, T0)).toMatchObject({
        reported: 1,
      });
      expect(await reportNews(database.db, { id }, events, () => mail, next, T0 + 1)).toEqual({
        reported: 0,
        mailId: null,
      });
    });

    it('waits a day between the runs of a daily alert', async () => {
      const id = await subscribed('cleo@example.be', 'daily');
      const alert = (await alertById(database.db, id))!;
      await confirmByToken(
        database.db,
        alertKey(),
        new URL(confirmUrl(alert)).searchParams.get('confirm')!,
        T0 + 2 * HOUR,
      );
      const data = await currentAlertData(database.db);
      expect((await runAlerts(database.db, data, T0 + 3 * HOUR)).alerts).toBe(1);
      expect((await runAlerts(database.db, data, T0 + 4 * HOUR)).alerts).toBe(0);
      expect((await runAlerts(database.db, data, T0 + 3 * HOUR + 23 * HOUR)).alerts).toBe(1);
    });
  });
}
