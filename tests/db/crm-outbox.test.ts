import { afterAll, beforeAll, expect, it } from 'vitest';
import { deliverDueCrmCalls, omnicasaOutboxClient } from '@/lib/crm/omnicasa/deliver';
import { omnicasaRequestFor } from '@/lib/crm/omnicasa/push';
import type { OmnicasaSettings } from '@/lib/crm/omnicasa/settings';
import { backoffMs, listOutbox, MAX_ATTEMPTS, markFailed, retryAllNow } from '@/lib/db/outbox';
import { FLOW_REGISTRY } from '@/lib/forms/flows';
import type { RawForm } from '@/lib/forms/form-state';
import { submitRequest, type SubmitDeps } from '@/lib/forms/submit';
import { formToken, MIN_FILL_MS, purposeKey } from '@/lib/security/signing';
import {
  startOmnicasaStandIn,
  STAND_IN_CUSTOMER,
  type OmnicasaStandIn,
} from '../support/omnicasa-stand-in';
import { describeEachStore } from './support';

/*
 * docs/crm-omnicasa.md › Requests into the CRM: a request is stored with its CRM call in the
 * outbox (one transaction), and the outbox delivers it to the stand-in; when the stand-in fails,
 * the row waits with its error and is delivered once it is back.
 */
const NOW = Date.UTC(2026, 10, 21, 10, 0, 0);
const formKey = purposeKey('z'.repeat(40), 'form');
const questionKey = purposeKey('z'.repeat(40), 'question');
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

const client = () => omnicasaOutboxClient(settings, { timeoutMs: 500 });

function form(flow: string, fields: RawForm): RawForm {
  return {
    ...fields,
    formToken: formToken(formKey, flow, NOW - MIN_FILL_MS - 1000),
    website: '',
    altcha: 'solved',
  };
}

function deps(db: SubmitDeps['db'], crm: boolean): SubmitDeps {
  return {
    db,
    now: NOW,
    clientAddress: '203.0.113.9',
    formKey,
    context: {
      today: '2026-11-21',
      slots: ['10:00-13:00', '14:00-16:00'],
      typeIds: [1, 2, 3],
      zones: ['Gent|9000'],
    },
    limits: {
      perIp: { limit: 100, windowMs: 600_000 },
      perForm: { limit: 100, windowMs: 3_600_000 },
    },
    slotCapacity: 10,
    listing: (id) =>
      id === 4101 ? { goal: 'sale', unavailable: false, hasDocuments: true } : null,
    projectExists: () => false,
    checkCaptcha: async () => 'ok',
    composeMails: (flow, values) => [
      {
        purpose: 'agency',
        recipient: 'agency@example.be',
        replyTo: FLOW_REGISTRY[flow].mails.sender(values).email,
        subject: 'Bezoekaanvraag 4101',
        html: '<p>x</p>',
        text: 'Voornaam: Anne\nNaam: Peeters',
      },
    ],
    newToken: () => formToken(formKey, 'any', NOW),
    questionKey,
    questionText: ({ a, b }) => `${a} + ${b}?`,
    ...(crm && {
      crmRequest: (request, mail) => omnicasaRequestFor(request, IDS, mail),
    }),
  };
}

const visit = (slot: string) =>
  form('visit', { listingId: '4101', ...visitor, date: '2026-11-24', slot });

describeEachStore('requests delivered into Omnicasa through the outbox', (database) => {
  const pending = async () =>
    (await listOutbox(database.db, { unsentOnly: true })).filter(
      (row) => row.channel === 'omnicasa',
    );

  it('stores no CRM row without a CRM: the mail only, as before', async () => {
    const result = await submitRequest(
      'visit',
      'nl',
      visit('10:00-13:00'),
      deps(async () => database.db, false),
    );
    expect(result.ok ? null : result.state).toBeNull();
    const rows = await listOutbox(database.db);
    expect(rows.map((row) => [row.channel, row.purpose])).toEqual([['mail', 'agency']]);
    await database.db.deleteFrom('outbox').execute();
  });

  it('stores a visit request with its CRM call, and delivers it as ContactOnMe with the ObjectID and the visitor', async () => {
    const result = await submitRequest(
      'visit',
      'nl',
      visit('14:00-16:00'),
      deps(async () => database.db, true),
    );
    expect(result.ok).toBe(true);
    const [row] = await pending();
    expect(row).toMatchObject({
      submission_id: result.ok ? result.submissionId : -1,
      recipient: 'ContactOnMe',
      subject: 'Bezoekaanvraag 4101',
      attempts: 0,
    });
    // the mail to the agency stays beside it
    expect((await listOutbox(database.db)).filter((r) => r.channel === 'mail')).toHaveLength(1);

    standIn.calls.length = 0;
    expect(await deliverDueCrmCalls(database.db, client(), NOW)).toEqual({ sent: 1, failed: 0 });
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
          Subject: 'Bezoekaanvraag 4101',
          Content: 'Voornaam: Anne\nNaam: Peeters',
        }),
      },
    ]);
    expect(await pending()).toEqual([]);
    // a mail runner never takes a CRM row
    expect(await deliverDueCrmCalls(database.db, client(), NOW)).toEqual({ sent: 0, failed: 0 });
  });

  it('keeps the call when the CRM fails (HTTP 500, Success false, no answer), and delivers it when it is back', async () => {
    const result = await submitRequest(
      'contact',
      'fr',
      form('contact', { ...visitor, remark: 'Bonjour' }),
      deps(async () => database.db, true),
    );
    expect(result.ok).toBe(true);
    standIn.failNext('ContactOnMe', { kind: 'http', status: 500 });
    standIn.failNext('ContactOnMe', { kind: 'refuse', message: 'Customer is blocked.' });
    standIn.failNext('ContactOnMe', { kind: 'hang' });
    let at = NOW;
    const errors: (string | null)[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await deliverDueCrmCalls(database.db, client(), at)).toEqual({ sent: 0, failed: 1 });
      const [row] = await pending();
      expect(row?.attempts).toBe(attempt);
      errors.push(row!.last_error);
      // not due again before its back-off
      expect(await deliverDueCrmCalls(database.db, client(), Date.now())).toEqual({
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
    expect(await deliverDueCrmCalls(database.db, client(), at)).toEqual({ sent: 1, failed: 0 });
    expect(standIn.calls[0]?.params).toMatchObject({ Email: 'anne@example.be', LanguageId: 2 });
    expect(standIn.calls[0]?.params).not.toHaveProperty('ObjectID');
    expect(await pending()).toEqual([]);
  });

  it('leaves a call that used up its attempts visible as failed, and replays it on --retry', async () => {
    const result = await submitRequest(
      'information',
      'en',
      form('information', { listingId: '4101', ...visitor, remark: 'Garden?' }),
      deps(async () => database.db, true),
    );
    expect(result.ok).toBe(true);
    const [row] = await pending();
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++)
      await markFailed(
        database.db,
        { id: row!.id, attempts: attempt },
        'Omnicasa ContactOnMe: HTTP 503',
        NOW,
      );
    const far = NOW + 365 * 24 * 3600_000;
    expect(await deliverDueCrmCalls(database.db, client(), far)).toEqual({ sent: 0, failed: 0 });
    expect((await pending())[0]).toMatchObject({
      attempts: MAX_ATTEMPTS,
      last_error: 'Omnicasa ContactOnMe: HTTP 503',
    });
    expect(await retryAllNow(database.db, NOW)).toBeGreaterThanOrEqual(1);
    expect(await deliverDueCrmCalls(database.db, client(), NOW)).toEqual({ sent: 1, failed: 0 });
    expect(await pending()).toEqual([]);
  });
});
