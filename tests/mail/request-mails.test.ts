import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Connection } from '@/lib/db/connection';
import { enqueueMail, listOutbox, MAX_ATTEMPTS } from '@/lib/db/outbox';
import { listSubmissions } from '@/lib/db/submissions';
import { flowSchema, type Flow } from '@/lib/forms/flows';
import { formContext } from '@/lib/forms/server';
import { storeRequest } from '@/lib/forms/store';
import { readVisitToken, VISIT_LINK_HOURS } from '@/lib/forms/visit-link';
import { DEFAULT_LOCALE } from '@/lib/i18n/language-settings';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { configuredDestinations, deliverDue } from '@/lib/mail/deliver';
import type { OutgoingMail } from '@/lib/mail/transport';
import { newsletterKey, visitKey } from '@/lib/security/keys';
import { recordTokenMatches } from '@/lib/security/signing';
import { migratedDatabase } from '../support/database';

/*
 * Store first, deliver later (docs/request-flow.md): a request's outbox rows name it, and its
 * mails are composed from the stored request when the outbox sends them.
 */
const NOW = Date.UTC(2026, 10, 21, 10, 0, 0);
const AGENCY = 'desk@agency.example';
const visitor = {
  title: 'ms',
  firstName: 'Anne',
  lastName: 'Peeters',
  email: 'anne@example.be',
  phone: '0470 12 34 56',
};

let connection: Connection;
let sent: OutgoingMail[];
const sender = async (mail: OutgoingMail) => {
  sent.push(mail);
};

beforeEach(async () => {
  vi.stubEnv('SESSION_SECRET', 'y'.repeat(40));
  vi.stubEnv('MAIL_AGENCY_TO', AGENCY);
  connection = await migratedDatabase();
  sent = [];
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await connection.db.destroy();
});

async function store(flow: Flow, locale: Locale, fields: Record<string, unknown>): Promise<number> {
  const values = flowSchema(flow, formContext(locale, new Date(NOW))).parse(fields);
  const stored = await storeRequest(connection.db, flow, locale, values, NOW);
  if (!stored.ok) throw new Error('refused');
  return stored.submissionId;
}

const deliver = () => deliverDue(connection.db, sender, 'Site <site@agency.example>', NOW);

describe('a request’s mails, composed when the outbox sends them', () => {
  it('writes the agency’s notification in the agency’s language and the visitor’s confirmation in theirs, from the stored request', async () => {
    const id = await store('information', 'nl', {
      listingId: '4101',
      ...visitor,
      remark: 'Is er een tuin?',
    });
    expect(sent, 'nothing leaves with the request').toEqual([]);
    expect(await deliver()).toEqual({ sent: 2, failed: 0, waiting: false });

    const agency = sent.find((mail) => mail.to === AGENCY)!;
    const tAgency = translator(DEFAULT_LOCALE);
    expect(agency.replyTo).toBe('anne@example.be');
    expect(agency.subject).toContain(tAgency('Mail.flows.information'));
    expect(agency.subject).toContain('HI-2026-0101');
    expect(agency.text).toContain('Is er een tuin?');

    const confirmation = sent.find((mail) => mail.to === 'anne@example.be')!;
    expect(confirmation.subject).toBe(translator('nl')('Mail.confirmationSubject'));
    expect(confirmation.text, 'the visitor’s own words are not mailed back').not.toContain(
      'Is er een tuin?',
    );
    expect(confirmation.text).toContain('/nl/te-koop/');

    // what was sent is kept in the rows, for people reading the outbox
    const rows = await listOutbox(connection.db);
    expect(rows.map((row) => [row.purpose, row.recipient, row.sent_at]).sort()).toEqual([
      ['agency', AGENCY, expect.any(Number)],
      ['confirmation', 'anne@example.be', expect.any(Number)],
    ]);
    const [request] = await listSubmissions(connection.db);
    expect(request).toMatchObject({ id, status: 'mailed' });
    expect(await deliver(), 'nothing is sent twice').toEqual({
      sent: 0,
      failed: 0,
      waiting: false,
    });
  });

  it('mails a visit request the signed link that holds its slot, valid 48 hours from the request', async () => {
    const id = await store('visit', 'fr', {
      listingId: '4101',
      ...visitor,
      date: '2026-11-24',
      slot: '10:00-13:00',
    });
    await deliver();
    const confirmation = sent.find((mail) => mail.to === 'anne@example.be')!;
    const token = decodeURIComponent(/[?&]confirm=([^"&\s]+)/.exec(confirmation.text)![1]!);
    const appointment = await connection.db
      .selectFrom('appointments')
      .select('id')
      .where('submission_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(readVisitToken(visitKey(), token, NOW)).toEqual({ appointmentId: appointment.id });
    expect(readVisitToken(visitKey(), token, NOW + VISIT_LINK_HOURS * 3_600_000)).toBe('expired');
    expect(confirmation.text).toContain('/fr/');
  });

  it('mails a newsletter sign-up its signed confirmation link, and a friend the property', async () => {
    await store('newsletter', 'de', { email: 'leser@example.de', consent: 'on' });
    await store('friend', 'en', {
      listingId: '4101',
      senderName: 'Anne',
      senderEmail: 'anne@example.be',
      friendEmail: 'friend@example.org',
      message: 'Look at this one',
    });
    await deliver();
    const newsletter = sent.find((mail) => mail.to === 'leser@example.de')!;
    expect(newsletter.subject).toBe(translator('de')('Mail.newsletterSubject'));
    const token = decodeURIComponent(/[?&]confirm=([^"&\s]+)/.exec(newsletter.text)![1]!);
    const subscriber = await connection.db
      .selectFrom('newsletter_subscribers')
      .select('id')
      .executeTakeFirstOrThrow();
    expect(
      recordTokenMatches(newsletterKey(), token, subscriber.id, 'confirm:leser@example.de'),
    ).toBe(true);
    const friend = sent.find((mail) => mail.to === 'friend@example.org')!;
    expect(friend.replyTo).toBe('anne@example.be');
    expect(friend.text).toContain('Look at this one');
    expect(sent.map((mail) => mail.to).sort()).toEqual([
      AGENCY,
      'friend@example.org',
      'leser@example.de',
    ]);
  });

  it('keeps a mail whose sending fails in the outbox, composed, and marks the request as waiting for its mail', async () => {
    await store('contact', 'fr', { ...visitor, remark: 'Bonjour' });
    const failing = async () => {
      throw Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' });
    };
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await deliverDue(connection.db, failing, 'x@y.z', NOW)).toEqual({
      sent: 0,
      failed: 2,
      waiting: false,
    });
    const rows = await listOutbox(connection.db, { unsentOnly: true });
    expect(rows.map((row) => [row.attempts, row.last_error, row.recipient !== ''])).toEqual([
      [1, 'ECONNREFUSED', true],
      [1, 'ECONNREFUSED', true],
    ]);
    const [request] = await listSubmissions(connection.db);
    expect(request?.status).toBe('mail-pending');
  });

  it('sends a mail stored composed (an alert, a reset link) as it was stored, and refuses a row whose request was deleted', async () => {
    await enqueueMail(
      connection.db,
      {
        submissionId: null,
        purpose: 'alert',
        recipient: 'reader@example.be',
        subject: 'New listings',
        html: '<p>3 new</p>',
        text: '3 new',
        headers: { 'List-Unsubscribe': '<https://example.be/u>' },
      },
      NOW,
    );
    const id = await store('contact', 'en', { ...visitor, remark: 'Hello' });
    await connection.db.deleteFrom('submissions').where('id', '=', id).execute();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await deliver()).toEqual({ sent: 1, failed: 2, waiting: false });
    expect(sent).toEqual([
      expect.objectContaining({
        to: 'reader@example.be',
        subject: 'New listings',
        text: '3 new',
        headers: { 'List-Unsubscribe': '<https://example.be/u>' },
      }),
    ]);
    const orphans = await listOutbox(connection.db, { unsentOnly: true });
    expect(orphans.map((row) => [row.last_error, row.attempts < MAX_ATTEMPTS])).toEqual([
      ['NotComposable', true],
      ['NotComposable', true],
    ]);
  });
});

describe('the outbox’s destinations (issue 37 › 1)', () => {
  it('are the mail alone without a CRM, and the mail and Omnicasa with CRM=omnicasa', () => {
    expect(configuredDestinations().map((destination) => destination.name)).toEqual(['mail']);
    vi.stubEnv('CRM', 'omnicasa');
    vi.stubEnv('OMNICASA_URL', 'http://127.0.0.1:9/');
    vi.stubEnv('OMNICASA_CUSTOMER', 'agency');
    vi.stubEnv('OMNICASA_PASSWORD', 'secret');
    expect(configuredDestinations().map((destination) => destination.name)).toEqual([
      'mail',
      'omnicasa',
    ]);
  });

  it('keep a request’s mails waiting, uncomposed, while SMTP_URL is not set', async () => {
    vi.stubEnv('SMTP_URL', '');
    await store('contact', 'nl', { ...visitor, remark: 'Dag' });
    const [mail] = configuredDestinations();
    expect(await mail!.deliverDue(connection.db, NOW)).toEqual({
      sent: 0,
      failed: 0,
      waiting: true,
    });
    const rows = await listOutbox(connection.db, { unsentOnly: true });
    expect(rows.map((row) => [row.purpose, row.recipient, row.attempts]).sort()).toEqual([
      ['agency', '', 0],
      ['confirmation', '', 0],
    ]);
  });
});
