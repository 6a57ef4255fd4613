import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslator } from 'use-intl/core';
import { backoffMs, enqueueMail, listOutbox } from '@/lib/db/outbox';
import { listSubmissions, storeSubmission } from '@/lib/db/submissions';
import { composeMails, type ComposeInput } from '@/lib/mail/compose';
import { deliverDue } from '@/lib/mail/deliver';
import { escapeHtml } from '@/lib/mail/render';
import { smtpSender } from '@/lib/mail/transport';
import de from '@/messages/de.json';
import fr from '@/messages/fr.json';
import { useTestDatabase } from '../support/database';
import { startSmtpSink } from '../support/smtp-sink';

const tDe = createTranslator({
  locale: 'de',
  messages: de,
}) as unknown as ComposeInput<'contact'>['t'];
const tFr = createTranslator({
  locale: 'fr',
  messages: fr,
}) as unknown as ComposeInput<'contact'>['t'];
const listing = {
  reference: 'HI-2026-0101',
  title: 'Maison 3 chambres',
  url: 'https://www.example.be/de/zu-verkaufen/namur/maison/4101/',
  photoUrl: 'https://www.example.be/media/listings/4101/1.jpg',
};
const base: Omit<ComposeInput<'contact'>, 'flow' | 'values'> = {
  locale: 'de',
  listing,
  project: null,
  agency: { name: 'Horizon Immo', email: 'agency@example.be' },
  typeName: (id) => (id === 2 ? 'Haus' : `Typ ${id}`),
  t: tDe,
  tAgency: tFr,
  agencyLocale: 'fr',
};

describe('request mails', () => {
  it('notify the agency in its language, replying to the visitor, and confirm to the visitor in theirs', () => {
    const mails = composeMails({
      ...base,
      flow: 'visit',
      values: {
        listingId: 4101,
        title: 'ms',
        firstName: 'Anna',
        lastName: 'Schmidt',
        email: 'anna@example.de',
        phone: '+49 30 1234567',
        date: '2026-11-25',
        slot: '14:00-16:00',
        remark: '<script>alert(1)</script>',
      },
    });
    expect(mails.map((mail) => [mail.purpose, mail.recipient, mail.replyTo])).toEqual([
      ['agency', 'agency@example.be', 'anna@example.de'],
      ['confirmation', 'anna@example.de', 'agency@example.be'],
    ]);
    const [agency, confirmation] = mails;
    expect(agency!.subject).toBe('Nouvelle demande\u00a0: demande de visite – HI-2026-0101');
    // the day as the reader writes it, not as the form sent it
    expect(agency!.text).toContain('Date souhaitée\u00a0: 25\u00a0novembre\u00a02026');
    expect(agency!.text).toContain('Civilité\u00a0: Mme');
    expect(confirmation!.subject).toBe('Wir haben Ihre Anfrage erhalten');
    expect(confirmation!.text).toContain('Guten Tag Anna Schmidt,');
    expect(confirmation!.text).toContain(listing.url);
    for (const mail of mails)
      expect(mail.html, 'markup typed by the visitor is shown, not run').not.toContain('<script>');
    expect(agency!.html).toContain(escapeHtml('<script>alert(1)</script>'));
    // the confirmation goes to whatever address was typed: it repeats no free text of the writer
    expect(confirmation!.text).not.toContain('alert(1)');
    expect(confirmation!.html).not.toContain(escapeHtml('<script>'));
  });

  it('send the listing with its photo to a friend, replying to the sender', () => {
    const mails = composeMails({
      ...base,
      flow: 'friend',
      values: {
        listingId: 4101,
        senderName: 'Anna',
        senderEmail: 'anna@example.de',
        friendEmail: 'ben@example.de',
        message: 'Schau mal!',
      },
    });
    const friend = mails.find((mail) => mail.purpose === 'friend')!;
    expect(friend).toMatchObject({
      recipient: 'ben@example.de',
      replyTo: 'anna@example.de',
      subject: 'Anna meint, diese Immobilie könnte Ihnen gefallen',
    });
    expect(friend.html).toContain(`src="${listing.photoUrl}"`);
    expect(friend.html).toContain(`href="${listing.url}"`);
    expect(friend.text).toContain(
      'Nachricht von Anna (von dieser Person geschrieben, nicht von Horizon Immo):\nSchau mal!',
    );
    expect(mails.map((mail) => mail.purpose)).toEqual(['agency', 'friend']);
  });

  it('write amounts and days for each reader, and a valuation as selling or letting', () => {
    const valuation = composeMails({
      ...base,
      listing: null,
      flow: 'valuation',
      values: {
        goal: 'rent',
        propertyType: 2,
        street: 'Rue Haute',
        houseNumber: '12',
        postcode: '1000',
        city: 'Bruxelles',
        title: 'ms',
        firstName: 'Anna',
        lastName: 'Schmidt',
        email: 'anna@example.de',
        phone: '+49 30 1234567',
        remark: '',
      },
    });
    expect(valuation[0]!.text).toContain('Je souhaite\u00a0: mettre en location');
    expect(valuation[1]!.text).toContain('vermieten');
    const demand = composeMails({
      ...base,
      listing: null,
      flow: 'demand',
      values: {
        goal: 'rent',
        types: [2],
        zones: ['Namur|5000'],
        priceMax: 1250000,
        moveFrom: '2027-01-15',
        title: 'ms',
        firstName: 'Anna',
        lastName: 'Schmidt',
        email: 'anna@example.de',
        phone: '+49 30 1234567',
        remark: '',
      },
    });
    const [agency, confirmation] = demand;
    expect(agency!.text).toContain('Je souhaite\u00a0: louer');
    expect(agency!.text).toContain('€\u00a01\u202f250\u202f000');
    expect(agency!.text).toContain('15\u00a0janvier\u00a02027');
    expect(confirmation!.text).toContain('€\u00a01.250.000');
    expect(confirmation!.text).toContain('15.\u00a0Januar\u00a02027');
  });

  it('ask a newsletter subscriber to confirm, with the unsubscribe link, and nothing to the agency', () => {
    const mails = composeMails({
      ...base,
      flow: 'newsletter',
      values: { email: 'anna@example.de', consent: true },
      newsletter: { confirmUrl: 'https://x/confirm', unsubscribeUrl: 'https://x/unsubscribe' },
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      purpose: 'newsletter-confirmation',
      recipient: 'anna@example.de',
      subject: 'Bitte bestätigen Sie Ihre Anmeldung',
    });
    expect(mails[0]!.text).toContain('https://x/confirm');
    expect(mails[0]!.text).toContain('https://x/unsubscribe');
  });
});

describe('the outbox over SMTP', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const database = useTestDatabase();
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it('delivers due mails to a real SMTP server', async () => {
    const { db } = database();
    const submissionId = await storeSubmission(db, { kind: 'contact', locale: 'fr', payload: {} });
    await enqueueMail(db, {
      submissionId,
      purpose: 'agency',
      recipient: 'agency@example.be',
      replyTo: 'anne@example.be',
      subject: 'Nouvelle demande',
      html: '<p>Bonjour</p>',
      text: 'Bonjour',
    });
    const report = await deliverDue(
      db,
      smtpSender({ SMTP_URL: sink.url }),
      'Horizon Immo <no-reply@example.be>',
    );
    expect(report).toEqual({ sent: 1, failed: 0, waiting: false });
    expect(sink.mails.at(-1)).toMatchObject({
      to: ['agency@example.be'],
      replyTo: 'anne@example.be',
      subject: 'Nouvelle demande',
      text: 'Bonjour',
    });
    expect((await listSubmissions(db, { kind: 'contact' }))[0]?.status).toBe('mailed');
  });

  it('keeps a mail the server refuses and delivers it on a later attempt', async () => {
    const { db } = database();
    const now = Date.now();
    const submissionId = await storeSubmission(
      db,
      { kind: 'visit', locale: 'fr', payload: {} },
      now,
    );
    await enqueueMail(
      db,
      {
        submissionId,
        purpose: 'agency',
        recipient: 'agency@example.be',
        subject: 'Visite',
        html: '<p>v</p>',
        text: 'v',
      },
      now,
    );
    sink.failNext(1);
    const sender = smtpSender({ SMTP_URL: sink.url });
    expect(await deliverDue(db, sender, 'a@example.be', now)).toMatchObject({ sent: 0, failed: 1 });
    const [waiting] = await listOutbox(db, { unsentOnly: true });
    expect(waiting).toMatchObject({ subject: 'Visite', attempts: 1, sent_at: null });
    expect(waiting!.last_error).toMatch(/451/);
    expect(waiting!.last_error, 'no address in the error').not.toContain('@');
    expect((await listSubmissions(db, { kind: 'visit' }))[0]?.status).toBe('mail-pending');
    expect(await deliverDue(db, sender, 'a@example.be', waiting!.next_attempt_at)).toMatchObject({
      sent: 1,
    });
    expect(waiting!.next_attempt_at - now).toBeGreaterThanOrEqual(backoffMs(1));
    expect(sink.mails.at(-1)?.subject).toBe('Visite');
  });

  it('leaves mails waiting when no SMTP server is configured', async () => {
    const { db } = database();
    await enqueueMail(db, {
      submissionId: null,
      purpose: 'confirmation',
      recipient: 'x@example.be',
      subject: 's',
      html: 'h',
      text: 't',
    });
    expect(await deliverDue(db, smtpSender({}), 'a@example.be')).toEqual({
      sent: 0,
      failed: 0,
      waiting: true,
    });
    expect((await listOutbox(db, { unsentOnly: true })).length).toBe(1);
  });
});
