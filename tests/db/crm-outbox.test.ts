import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { deliverDueCrmCalls, omnicasaOutboxClient } from '@/lib/crm/omnicasa/deliver';
import type { OmnicasaSettings } from '@/lib/crm/omnicasa/settings';
import { backoffMs, listOutbox, MAX_ATTEMPTS, markFailed, retryAllNow } from '@/lib/db/outbox';
import { flowSchema, type Flow } from '@/lib/forms/flows';
import { formContext } from '@/lib/forms/server';
import { storeRequest } from '@/lib/forms/store';
import type { Locale } from '@/lib/i18n/locales';
import { DEFAULT_LOCALE } from '@/lib/i18n/language-settings';
import { translator } from '@/lib/i18n/translator';
import { requestCrmCall } from '@/lib/mail/request-mails';
import {
  startOmnicasaStandIn,
  STAND_IN_CUSTOMER,
  type OmnicasaStandIn,
} from '../support/omnicasa-stand-in';
import { describeEachStore } from './support';

/*
 * docs/crm-omnicasa.md › Requests into the CRM: a request is stored with an outbox row for its
 * CRM call (one transaction); the call is composed from the stored request when the outbox
 * delivers it to the stand-in; when the stand-in fails, the row waits with its error and is
 * delivered once it is back.
 */
const NOW = Date.UTC(2026, 10, 21, 10, 0, 0);
const IDS = { nl: 1, fr: 2, en: 3 };
const visitor = {
  title: 'ms',
  firstName: 'Anne',
  lastName: 'Peeters',
  email: 'anne@example.be',
  phone: '0470 12 34 56',
};

let standIn: OmnicasaStandIn;
let settings: OmnicasaSettings;
beforeAll(async () => {
  standIn = await startOmnicasaStandIn();
  standIn.answer('ContactOnMe', () => null);
  settings = {
    baseUrl: standIn.baseUrl,
    ...STAND_IN_CUSTOMER,
    languageIds: IDS,
    forgotPassword: 'site',
  };
});
afterAll(() => standIn.close());
afterEach(() => vi.unstubAllEnvs());

const client = () => omnicasaOutboxClient(settings, { timeoutMs: 500 });

/** The site is connected to the stand-in (CRM=omnicasa), as docs/crm-omnicasa.md says. */
function connectCrm() {
  vi.stubEnv('CRM', 'omnicasa');
  vi.stubEnv('OMNICASA_URL', standIn.baseUrl);
  vi.stubEnv('OMNICASA_CUSTOMER', STAND_IN_CUSTOMER.customerName);
  vi.stubEnv('OMNICASA_PASSWORD', STAND_IN_CUSTOMER.customerPassword);
  vi.stubEnv('OMNICASA_LANGUAGE_IDS', 'nl=1,fr=2,en=3');
}

/** A request as the action stores it once it passed its schema and guards. */
async function store(
  db: Parameters<typeof storeRequest>[0],
  flow: Flow,
  locale: Locale,
  fields: Record<string, unknown>,
) {
  const values = flowSchema(flow, formContext(locale, new Date(NOW))).parse(fields);
  const stored = await storeRequest(db, flow, locale, values, NOW);
  if (!stored.ok) throw new Error('the request was refused');
  return stored.submissionId;
}

const visit = (slot: string) => ({ listingId: '4101', ...visitor, date: '2026-11-24', slot });

describeEachStore('requests delivered into Omnicasa through the outbox', (database) => {
  const pending = async () =>
    (await listOutbox(database.db, { unsentOnly: true })).filter(
      (row) => row.channel === 'request-omnicasa',
    );
  const deliver = (at: number) =>
    deliverDueCrmCalls(database.db, client(), (id) => requestCrmCall(database.db, id, IDS), at);

  it('stores no CRM row without a CRM: the mails only, as before', async () => {
    await store(database.db, 'visit', 'nl', visit('10:00-13:00'));
    const rows = await listOutbox(database.db);
    expect(rows.map((row) => [row.channel, row.purpose]).sort()).toEqual([
      ['request-mail', 'agency'],
      ['request-mail', 'confirmation'],
    ]);
    await database.db.deleteFrom('outbox').execute();
  });

  it('stores a visit request with its CRM call, and delivers it as ContactOnMe with the ObjectID and the visitor', async () => {
    connectCrm();
    const id = await store(database.db, 'visit', 'nl', visit('14:00-16:00'));
    const [row] = await pending();
    // named, not yet composed: the call is made of the stored request when it is sent
    expect(row).toMatchObject({ submission_id: id, recipient: '', crm_call: null, attempts: 0 });
    // the mails to the agency and the visitor stay beside it
    expect(
      (await listOutbox(database.db)).filter((r) => r.channel === 'request-mail'),
    ).toHaveLength(2);

    standIn.calls.length = 0;
    expect(await deliver(NOW)).toEqual({ sent: 1, failed: 0 });
    expect(standIn.calls).toEqual([
      {
        method: 'ContactOnMe',
        params: expect.objectContaining({
          CustomerName: STAND_IN_CUSTOMER.customerName,
          ObjectID: 4101,
          Name: 'Peeters',
          FirstName: 'Anne',
          Email: 'anne@example.be',
          PhoneNumber: '0470 12 34 56',
          LanguageId: 1,
          // the agency's notification, composed from the stored request in the agency's language
          Subject: expect.stringContaining(translator(DEFAULT_LOCALE)('Mail.flows.visit')),
          Content: expect.stringContaining('Anne'),
        }),
      },
    ]);
    const [sent] = (await listOutbox(database.db)).filter((r) => r.id === row!.id);
    expect(sent, 'the composed call is kept in its row').toMatchObject({
      recipient: 'ContactOnMe',
    });
    expect(JSON.parse(sent!.crm_call!)).toMatchObject({ ObjectID: 4101 });
    expect(await pending()).toEqual([]);
    expect(await deliver(NOW), 'nothing is sent twice').toEqual({ sent: 0, failed: 0 });
  });

  it('keeps the call when the CRM fails (HTTP 500, Success false, no answer), and delivers it when it is back', async () => {
    connectCrm();
    await store(database.db, 'contact', 'fr', { ...visitor, remark: 'Bonjour' });
    standIn.failNext('ContactOnMe', { kind: 'http', status: 500 });
    standIn.failNext('ContactOnMe', { kind: 'refuse', message: 'Customer is blocked.' });
    standIn.failNext('ContactOnMe', { kind: 'hang' });
    let at = NOW;
    const errors: (string | null)[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await deliver(at)).toEqual({ sent: 0, failed: 1 });
      const [row] = await pending();
      expect(row?.attempts).toBe(attempt);
      errors.push(row!.last_error);
      // not due again before its back-off
      expect(await deliver(Date.now())).toEqual({
        sent: 0,
        failed: 0,
      });
      at = Date.now() + backoffMs(attempt);
    }
    expect(errors).toEqual([
      'Omnicasa ContactOnMe: HTTP 500',
      'Omnicasa ContactOnMe: the CRM said no: Customer is blocked.',
      'Omnicasa ContactOnMe: no whole answer in 500 ms',
    ]);
    standIn.calls.length = 0;
    expect(await deliver(at)).toEqual({ sent: 1, failed: 0 });
    expect(standIn.calls[0]?.params).toMatchObject({ Email: 'anne@example.be', LanguageId: 2 });
    expect(standIn.calls[0]?.params).not.toHaveProperty('ObjectID');
    expect(await pending()).toEqual([]);
  });

  it('leaves a call that used up its attempts visible as failed, and replays it on --retry', async () => {
    connectCrm();
    await store(database.db, 'information', 'en', {
      listingId: '4101',
      ...visitor,
      remark: 'Garden?',
    });
    const [row] = await pending();
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++)
      await markFailed(
        database.db,
        { id: row!.id, attempts: attempt },
        'Omnicasa ContactOnMe: HTTP 503',
        NOW,
      );
    const far = NOW + 365 * 24 * 3600_000;
    expect(await deliver(far)).toEqual({ sent: 0, failed: 0 });
    expect((await pending())[0]).toMatchObject({
      attempts: MAX_ATTEMPTS,
      last_error: 'Omnicasa ContactOnMe: HTTP 503',
    });
    expect(await retryAllNow(database.db, NOW)).toBeGreaterThanOrEqual(1);
    expect(await deliver(NOW)).toEqual({ sent: 1, failed: 0 });
    expect(await pending()).toEqual([]);
  });
});
