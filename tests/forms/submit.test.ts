import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/schema';
import type { Connection } from '@/lib/db/connection';
import { migratedDatabase } from '../support/database';
import { listOutbox } from '@/lib/db/outbox';
import { listSubmissions } from '@/lib/db/submissions';
import { FLOW_REGISTRY, storeFailure, VISIT_LIMITS } from '@/lib/forms/flows';
import { holdAppointment } from '@/lib/db/visits';
import type { RawForm } from '@/lib/forms/form-state';
import {
  failedSubmission,
  submitRequest,
  type MailExtra,
  type SubmitDeps,
} from '@/lib/forms/submit';
import type { RequestSubject } from '@/lib/forms/contact-request';
import { formToken, MIN_FILL_MS, purposeKey } from '@/lib/security/signing';
import { newQuestion, QUESTION_LIMITS, type Question } from '@/lib/forms/question';

const NOW = Date.UTC(2026, 10, 21, 10, 0, 0);
const formKey = purposeKey('z'.repeat(40), 'form');
const questionKey = purposeKey('z'.repeat(40), 'question');
const person = {
  title: 'mr',
  firstName: 'Luc',
  lastName: 'Dubois',
  email: 'luc@example.be',
  phone: '0470 12 34 56',
};

/** 4101 for sale with documents, 4142 sold, 4146 rented, 4151 for sale without any document. */
const LISTINGS: Record<number, RequestSubject> = {
  4101: { goal: 'sale', unavailable: false, hasDocuments: true },
  4142: { goal: 'sale', unavailable: true, hasDocuments: true },
  4146: { goal: 'rent', unavailable: true, hasDocuments: true },
  4151: { goal: 'sale', unavailable: false, hasDocuments: false },
};

let connection: Connection;
let deps: SubmitDeps;

function form(flow: string, fields: RawForm, tokenAge = MIN_FILL_MS + 1000): RawForm {
  return {
    ...fields,
    formToken: formToken(formKey, flow, NOW - tokenAge),
    website: '',
    altcha: 'solved',
  };
}

beforeEach(async () => {
  connection = await migratedDatabase();
  deps = {
    db: async () => connection.db,
    now: NOW,
    clientAddress: '203.0.113.9',
    formKey,
    context: {
      today: '2026-11-21',
      slots: ['10:00-13:00', '14:00-16:00'],
      typeIds: [1, 2, 3],
      zones: ['Bruxelles|1000', 'Liège|4000', 'Gent|9000', 'Leuven|3000'],
    },
    limits: {
      perIp: { limit: 3, windowMs: 600_000 },
      perForm: { limit: 100, windowMs: 3_600_000 },
    },
    slotCapacity: 1,
    listing: (id) => LISTINGS[id] ?? null,
    projectExists: (id) => id === 3,
    checkCaptcha: async (_db, value) => (value === 'solved' ? 'ok' : value ? 'invalid' : 'missing'),
    questionKey,
    questionText: ({ a, b }) => `${a} + ${b}?`,
    composeMails: (flow, values) => [
      {
        purpose: 'agency',
        recipient: 'agency@example.be',
        replyTo: FLOW_REGISTRY[flow].mails.sender(values).email,
        subject: 'New request',
        html: '<p>x</p>',
        text: 'x',
      },
    ],
    newToken: () => formToken(formKey, 'any', NOW),
  };
});
afterEach(() => connection.db.destroy());

describe('submitting a request', () => {
  it('stores it with its mails in the outbox', async () => {
    const result = await submitRequest(
      'information',
      'nl',
      form('information', { listingId: '4101', ...person, remark: 'Is er een tuin?' }),
      deps,
    );
    expect(result.ok).toBe(true);
    const [stored] = await listSubmissions(connection.db);
    expect(stored).toMatchObject({
      kind: 'information',
      locale: 'nl',
      listing_id: 4101,
      status: 'received',
    });
    expect(JSON.parse(stored!.payload)).toMatchObject({
      firstName: 'Luc',
      remark: 'Is er een tuin?',
    });
    expect(JSON.parse(stored!.payload), 'no technical field is stored').not.toHaveProperty(
      'formToken',
    );
    const [mail] = await listOutbox(connection.db);
    expect(mail).toMatchObject({
      submission_id: stored!.id,
      purpose: 'agency',
      reply_to: 'luc@example.be',
    });
  });

  it('gives every field error back with everything typed, and stores nothing', async () => {
    const result = await submitRequest(
      'contact',
      'fr',
      form('contact', { ...person, email: 'luc@', remark: '<b>bold</b>' }),
      deps,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.state.fieldErrors).toEqual({ email: 'email' });
    expect(result.state.values).toMatchObject({
      email: 'luc@',
      remark: '<b>bold</b>',
      firstName: 'Luc',
    });
    expect(result.state.values).not.toHaveProperty('formToken');
    expect(await listSubmissions(connection.db)).toEqual([]);
  });

  it('refuses a filled honeypot, a form sent within seconds, and a forged token', async () => {
    const fields = { ...person, remark: 'Hello there' };
    const cases = [
      { ...form('contact', fields), website: 'http://spam.example' },
      form('contact', fields, 500),
      { ...form('contact', fields), formToken: '123.forged' },
    ];
    for (const raw of cases) {
      const result = await submitRequest('contact', 'en', raw, deps);
      expect(result.ok ? null : result.state.failure).toBe('rejected');
    }
    expect(await listSubmissions(connection.db)).toEqual([]);
  });

  it('asks for the captcha, and refuses a wrong answer', async () => {
    const fields = { ...person, remark: 'Hello there' };
    const missing = await submitRequest(
      'contact',
      'en',
      { ...form('contact', fields), altcha: '' },
      deps,
    );
    expect(missing.ok ? null : missing.state.fieldErrors).toEqual({ altcha: 'captcha' });
    const wrong = await submitRequest(
      'contact',
      'en',
      { ...form('contact', fields), altcha: 'guess' },
      deps,
    );
    expect(wrong.ok ? null : wrong.state.fieldErrors).toEqual({ altcha: 'captchaInvalid' });
    const newsletter = await submitRequest(
      'newsletter',
      'en',
      { ...form('newsletter', { email: 'luc@example.be', consent: 'on' }), altcha: '' },
      deps,
    );
    expect(newsletter.ok, 'the newsletter has no captcha').toBe(true);
  });

  it('refuses a property that does not exist', async () => {
    const result = await submitRequest(
      'visit',
      'de',
      form('visit', { listingId: '9999', ...person, date: '2026-11-24', slot: '10:00-13:00' }),
      deps,
    );
    expect(result.ok ? null : result.state.failure).toBe('unknownListing');
  });

  it('limits how many requests one address sends, with the minutes to wait', async () => {
    const fields = { ...person, remark: 'Hello there' };
    for (let i = 0; i < 3; i++)
      expect((await submitRequest('contact', 'en', form('contact', fields), deps)).ok).toBe(true);
    const fourth = await submitRequest('contact', 'en', form('contact', fields), deps);
    expect(fourth.ok ? null : [fourth.state.failure, fourth.state.retryMinutes]).toEqual([
      'rateLimited',
      10,
    ]);
    expect(
      (
        await submitRequest('contact', 'en', form('contact', fields), {
          ...deps,
          clientAddress: '198.51.100.4',
        })
      ).ok,
      'another address',
    ).toBe(true);
  });

  it('sends a friend mail to one address at most three times a day, whoever asks and from wherever', async () => {
    const friend = (sender: string, address: string) =>
      submitRequest(
        'friend',
        'en',
        form('friend', {
          listingId: '4101',
          senderName: 'Anna',
          senderEmail: sender,
          friendEmail: 'target@example.org',
          message: 'Look',
        }),
        { ...deps, clientAddress: address },
      );
    for (let i = 0; i < 3; i++)
      expect((await friend(`sender${i}@example.org`, `198.51.100.${20 + i}`)).ok).toBe(true);
    const fourth = await friend('sender9@example.org', '198.51.100.29');
    expect(fourth.ok ? null : fourth.state.failure).toBe('rateLimited');
  });

  it('a visit request holds its slot only once confirmed; then the slot is full and a refused request keeps nothing (issue 33, 8)', async () => {
    const visit = { listingId: '4101', ...person, date: '2026-11-24', slot: '10:00-13:00' };
    const extras: MailExtra[] = [];
    const withExtras: SubmitDeps = {
      ...deps,
      composeMails: (flow, values, extra) => {
        extras.push(extra);
        return deps.composeMails(flow, values, extra);
      },
    };
    const send = (email: string, address: string) =>
      submitRequest('visit', 'fr', form('visit', { ...visit, email }), {
        ...withExtras,
        clientAddress: address,
      });
    // a script's requests, however many addresses it sends from, leave the slot open
    expect((await send('bot1@example.org', '198.51.100.1')).ok).toBe(true);
    expect((await send('bot2@example.org', '198.51.100.2')).ok).toBe(true);
    expect(extras.map((extra) => typeof extra.appointmentId)).toEqual(['number', 'number']);
    // the second request's link is opened: its place is held, and the slot (capacity 1) is full
    expect(
      await holdAppointment(connection.db, extras[1]!.appointmentId!, 'visitor', {
        capacity: 1,
        today: '2026-11-21',
        now: NOW,
      }),
    ).toBe('held');
    expect(
      await holdAppointment(connection.db, extras[0]!.appointmentId!, 'visitor', {
        capacity: 1,
        today: '2026-11-21',
        now: NOW,
      }),
    ).toBe('full');
    const refused = await send('luc@example.be', '198.51.100.3');
    expect(refused.ok ? null : refused.state.fieldErrors).toEqual({ slot: 'slotFull' });
    expect(await listSubmissions(connection.db, { kind: 'visit' })).toHaveLength(2);
    expect(await listOutbox(connection.db)).toHaveLength(2);
  });

  it('bounds the visit requests of one typed address, one visitor address and one property a day', async () => {
    const roomy: SubmitDeps = {
      ...deps,
      limits: { perIp: { limit: 100, windowMs: 600_000 }, perForm: deps.limits.perForm },
      slotCapacity: 100,
    };
    const send = (email: string, address: string, listingId = '4101') =>
      submitRequest(
        'visit',
        'fr',
        form('visit', { listingId, ...person, email, date: '2026-11-24', slot: '10:00-13:00' }),
        { ...roomy, clientAddress: address },
      );
    const failure = (result: Awaited<ReturnType<typeof send>>) =>
      result.ok ? 'ok' : result.state.failure;
    for (let i = 0; i < VISIT_LIMITS.perEmail.limit; i++)
      expect(failure(await send('same@example.org', `198.51.100.${10 + i}`))).toBe('ok');
    expect(failure(await send('same@example.org', '198.51.100.99'))).toBe('rateLimited');
    for (let i = 0; i < VISIT_LIMITS.perAddress.limit; i++)
      expect(failure(await send(`v${i}@example.org`, '203.0.113.50', '4151'))).toBe('ok');
    expect(failure(await send('v99@example.org', '203.0.113.50', '4151'))).toBe('rateLimited');
    // a property's requests from many addresses and mailboxes
    let sent = VISIT_LIMITS.perEmail.limit;
    while (sent < VISIT_LIMITS.perListing.limit) {
      expect(failure(await send(`p${sent}@example.org`, `192.0.2.${sent}`))).toBe('ok');
      sent += 1;
    }
    expect(failure(await send('last@example.org', '192.0.2.250'))).toBe('rateLimited');
  });

  it('keeps the input and says API_ERROR when the database is down', async () => {
    const result = await submitRequest(
      'contact',
      'fr',
      form('contact', { ...person, remark: 'Bonjour' }),
      { ...deps, db: () => Promise.reject(new Error('connect ECONNREFUSED')) },
    );
    expect(result.ok ? null : [result.state.failure, result.state.values.remark]).toEqual([
      'apiError',
      'Bonjour',
    ]);
  });

  it('says "Testimonial not sent" and "Request document error" when those requests cannot be stored, keeping what was typed', async () => {
    const down = { ...deps, db: () => Promise.reject(new Error('SQLITE_BUSY')) };
    const text = 'A very helpful agency, from the first visit to the deed.';
    const testimonial = await submitRequest(
      'testimonial',
      'nl',
      form('testimonial', { name: 'Luc', email: 'luc@example.be', text }),
      down,
    );
    expect(
      testimonial.ok ? null : [testimonial.state.failure, testimonial.state.values.text],
    ).toEqual(['testimonialNotSent', text]);
    const documents = await submitRequest(
      'documents',
      'de',
      form('documents', { listingId: '4101', ...person, remark: 'Pläne bitte' }),
      down,
    );
    expect(documents.ok ? null : [documents.state.failure, documents.state.values.remark]).toEqual([
      'requestDocumentError',
      'Pläne bitte',
    ]);
  });

  it("gives a form whose request failed unexpectedly back with everything typed and its flow's failure, no technical field", () => {
    const raw = form('testimonial', {
      name: 'Luc',
      email: 'luc@example.be',
      text: 'Très bonne agence',
    });
    expect(failedSubmission('testimonial', raw, 'fresh')).toEqual({
      fieldErrors: {},
      failure: 'testimonialNotSent',
      values: { name: 'Luc', email: 'luc@example.be', text: 'Très bonne agence' },
      token: 'fresh',
    });
    expect(failedSubmission('visit', form('visit', { listingId: '4101' }), 't').failure).toBe(
      'apiError',
    );
  });

  it('names the failure of a store step after its flow', () => {
    expect(storeFailure('testimonial')).toBe('testimonialNotSent');
    expect(storeFailure('documents')).toBe('requestDocumentError');
    for (const flow of [
      'contact',
      'information',
      'visit',
      'offer',
      'friend',
      'demand',
      'valuation',
      'project',
      'newsletter',
    ] as const)
      expect(storeFailure(flow)).toBe('apiError');
  });

  it('refuses a visit or an offer for a sold or rented property, and stores nothing', async () => {
    const visit = await submitRequest(
      'visit',
      'en',
      form('visit', { listingId: '4146', ...person, date: '2026-11-24', slot: '10:00-13:00' }),
      deps,
    );
    expect(visit.ok ? null : visit.state.failure).toBe('listingUnavailable');
    const offer = {
      listingId: '4142',
      ...person,
      street: 'Rue Haute',
      houseNumber: '1',
      postcode: '1000',
      city: 'Bruxelles',
      amount: '250000',
      validUntil: '2026-12-01',
      acceptAdvance: 'on',
    };
    const refused = await submitRequest('offer', 'fr', form('offer', offer), deps);
    expect(refused.ok ? null : refused.state.failure).toBe('listingUnavailable');
    expect(
      (await submitRequest('offer', 'fr', form('offer', { ...offer, listingId: '4101' }), deps)).ok,
      'the same offer for a property on sale',
    ).toBe(true);
    expect(
      (
        await submitRequest(
          'information',
          'en',
          form('information', { listingId: '4142', ...person }),
          deps,
        )
      ).ok,
      'information about a sold one',
    ).toBe(true);
    expect(await listSubmissions(connection.db, { kind: 'offer' })).toHaveLength(1);
  });

  it('refuses a documents request for a property without documents', async () => {
    const result = await submitRequest(
      'documents',
      'nl',
      form('documents', { listingId: '4151', ...person }),
      deps,
    );
    expect(result.ok ? null : result.state.failure).toBe('noDocuments');
    expect(await listSubmissions(connection.db)).toEqual([]);
  });

  it(
    'keeps the input and says what failed when the database file is read-only or locked, and takes it once it is free',
    { timeout: 20_000 },
    async () => {
      const file = join(mkdtempSync(join(tmpdir(), 'faults-')), 'site.sqlite');
      const writable = await migratedDatabase(`file:${file}`);
      const fields = form('contact', { ...person, remark: 'Bonjour' });

      const readOnly = new Kysely<Database>({
        dialect: new SqliteDialect({ database: new BetterSqlite3(file, { readonly: true }) }),
      });
      const refusedReadOnly = await submitRequest('contact', 'fr', fields, {
        ...deps,
        db: async () => readOnly,
      });
      expect(
        refusedReadOnly.ok
          ? null
          : [refusedReadOnly.state.failure, refusedReadOnly.state.values.remark],
      ).toEqual([storeFailure('contact'), 'Bonjour']);
      await readOnly.destroy();

      const locker = new BetterSqlite3(file);
      locker.exec('BEGIN EXCLUSIVE');
      const refusedLocked = await submitRequest('contact', 'fr', fields, {
        ...deps,
        db: async () => writable.db,
      });
      expect(
        refusedLocked.ok ? null : [refusedLocked.state.failure, refusedLocked.state.values.remark],
      ).toEqual([storeFailure('contact'), 'Bonjour']);
      locker.exec('ROLLBACK');
      locker.close();

      // what the visitor typed came back with the error: sending it again, it is kept
      expect(
        (await submitRequest('contact', 'fr', fields, { ...deps, db: async () => writable.db })).ok,
      ).toBe(true);
      expect(await listSubmissions(writable.db, { kind: 'contact' })).toHaveLength(1);
      await writable.db.destroy();
    },
  );

  it('keeps the request whole or not at all when writing its mails fails', async () => {
    const failing = {
      ...deps,
      composeMails: () => [
        {
          purpose: 'agency',
          recipient: null as unknown as string,
          subject: 's',
          html: 'h',
          text: 't',
        },
      ],
    };
    const result = await submitRequest(
      'contact',
      'fr',
      form('contact', { ...person, remark: 'Bonjour' }),
      failing,
    );
    expect(result.ok ? null : result.state.failure).toBe('apiError');
    expect(await listSubmissions(connection.db)).toEqual([]);
  });

  it('stores a search register with its criteria', async () => {
    const result = await submitRequest(
      'demand',
      'nl',
      form('demand', {
        goal: 'rent',
        types: ['1', '2'],
        zones: ['Gent|9000', 'Leuven|3000'],
        minRooms: '2',
        priceMax: '1200',
        ...person,
      }),
      deps,
    );
    expect(result.ok).toBe(true);
    const demand = await connection.db.selectFrom('demands').selectAll().executeTakeFirstOrThrow();
    expect(demand).toMatchObject({ goal: 'rent', min_rooms: 2, price_max: 1200, price_min: null });
    expect(JSON.parse(demand.zones)).toEqual(['Gent|9000', 'Leuven|3000']);
  });
});

describe('submitting without JavaScript: the question stands in for the captcha', () => {
  const fields = { ...person, remark: 'Hello there' };
  /** A form as the browser posts it, without the proof of work's answer. */
  const withoutProof = (raw: RawForm): RawForm =>
    Object.fromEntries(Object.entries(raw).filter(([name]) => name !== 'altcha'));
  /** The form as a browser without JavaScript sends it: no proof of work, the question answered. */
  function asked(
    flow: string,
    values: RawForm,
    answer: (question: Question) => string = ({ a, b }) => String(a + b),
    question = newQuestion(questionKey, flow, NOW - 60_000),
  ): RawForm {
    return {
      ...withoutProof(form(flow, values)),
      questionToken: question.token,
      questionAnswer: answer(question),
    };
  }
  const refused = (result: Awaited<ReturnType<typeof submitRequest>>) => {
    if (result.ok) throw new Error('the request was accepted');
    return result.state;
  };

  it('sends a request whose question is answered right, once: the same form again is refused at the question, with a new one', async () => {
    const raw = asked('contact', fields);
    expect((await submitRequest('contact', 'fr', raw, deps)).ok).toBe(true);
    expect(await listSubmissions(connection.db)).toHaveLength(1);
    const replay = refused(await submitRequest('contact', 'fr', raw, deps));
    expect(replay.fieldErrors).toEqual({ questionAnswer: 'questionNew' });
    expect(replay.values).toMatchObject({ firstName: 'Luc', remark: 'Hello there' });
    expect(replay.question?.token).not.toBe(raw.questionToken);
    expect(replay.question?.answer).toBe('');
    expect(await listSubmissions(connection.db)).toHaveLength(1);
  });

  it('gives a wrong answer its error together with the other fields’ errors, keeps the input, and spends the question', async () => {
    const raw = asked(
      'visit',
      { listingId: '4101', ...person, email: 'luc@', slot: '10:00-13:00' },
      ({ a, b }) => String(a + b + 1),
    );
    const state = refused(await submitRequest('visit', 'nl', raw, deps));
    expect(state.fieldErrors).toEqual({
      email: 'email',
      date: 'date',
      questionAnswer: 'questionWrong',
    });
    expect(state.values).toMatchObject({ email: 'luc@', firstName: 'Luc', slot: '10:00-13:00' });
    expect(state.values, 'the question is no field of the request').not.toHaveProperty(
      'questionAnswer',
    );
    expect(state.question?.token).not.toBe(raw.questionToken);
    expect(state.question?.text).toMatch(/^\d \+ \d\?$/);
    // the right answer to the question already guessed at no longer counts
    const [a, b] = [
      Number(String(raw.questionToken).split('.')[2]),
      Number(String(raw.questionToken).split('.')[3]),
    ];
    const retry = refused(
      await submitRequest(
        'visit',
        'nl',
        { ...raw, email: 'luc@example.be', date: '2026-11-24', questionAnswer: String(a + b) },
        deps,
      ),
    );
    expect(retry.fieldErrors).toEqual({ questionAnswer: 'questionNew' });
    expect(await listSubmissions(connection.db)).toEqual([]);
  });

  it('keeps a right answer and its question while other fields are corrected, and asks once more only when it is missing', async () => {
    const question = newQuestion(questionKey, 'contact', NOW - 60_000);
    const first = refused(
      await submitRequest(
        'contact',
        'en',
        asked('contact', { ...fields, phone: '' }, undefined, question),
        deps,
      ),
    );
    expect(first.fieldErrors).toEqual({ phone: 'required' });
    expect(first.question).toEqual({
      token: question.token,
      text: `${question.a} + ${question.b}?`,
      answer: String(question.a + question.b),
    });
    const empty = refused(
      await submitRequest(
        'contact',
        'en',
        asked('contact', fields, () => '  ', question),
        deps,
      ),
    );
    expect(empty.fieldErrors).toEqual({ questionAnswer: 'questionRequired' });
    expect(empty.question?.token, 'the same question, still open').toBe(question.token);
    expect(
      (await submitRequest('contact', 'en', asked('contact', fields, undefined, question), deps))
        .ok,
    ).toBe(true);
  });

  it('refuses an expired, forged or mangled question at its field, never with an exception', async () => {
    const old = newQuestion(questionKey, 'contact', NOW - 3 * 60 * 60_000);
    const otherForm = newQuestion(questionKey, 'visit', NOW - 60_000);
    const bodies: RawForm[] = [
      asked('contact', fields, undefined, old),
      asked('contact', fields, undefined, otherForm),
      { ...asked('contact', fields), questionToken: '1.2.3.4.5' },
      { ...asked('contact', fields), questionToken: ['a', 'b'] },
      { ...asked('contact', fields), questionToken: 'x'.repeat(50_000) },
    ];
    for (const raw of bodies) {
      const state = refused(await submitRequest('contact', 'en', raw, deps));
      expect(state.fieldErrors).toEqual({ questionAnswer: 'questionNew' });
      expect(state.question?.token).toMatch(/^\d+\.[\w-]{16}\.\d\.\d\.[\w-]+$/);
      expect(state.values).toMatchObject({ firstName: 'Luc' });
    }
    const hostileAnswers = [['9', '9'], '9'.repeat(100_000), '<img src=x onerror=alert(1)>', '١٢'];
    for (const questionAnswer of hostileAnswers) {
      const state = refused(
        await submitRequest('contact', 'en', { ...asked('contact', fields), questionAnswer }, deps),
      );
      expect(state.fieldErrors.questionAnswer).toMatch(/^question(Wrong|Required)$/);
    }
    expect(await listSubmissions(connection.db)).toEqual([]);
  });

  it('keeps the JavaScript path as it was: a solved proof of work needs no question, and neither answer means the captcha error', async () => {
    const withBoth = { ...form('contact', fields), questionToken: 'forged', questionAnswer: '0' };
    expect((await submitRequest('contact', 'en', withBoth, deps)).ok).toBe(true);
    const neither = withoutProof(form('contact', fields));
    expect(refused(await submitRequest('contact', 'en', neither, deps)).fieldErrors).toEqual({
      altcha: 'captcha',
    });
    const newsletter = await submitRequest(
      'newsletter',
      'en',
      {
        ...form('newsletter', { email: 'luc@example.be', consent: 'on' }),
        altcha: '',
        questionToken: 'x',
      },
      deps,
    );
    expect(newsletter.ok, 'a form without captcha asks no question either').toBe(true);
    if (!newsletter.ok) expect(newsletter.state.question).toBeUndefined();
  });

  it('bounds the requests sent by answering the question, per visitor address over every form', async () => {
    const roomy: SubmitDeps = {
      ...deps,
      limits: {
        perIp: { limit: 100, windowMs: 600_000 },
        perForm: { limit: 100, windowMs: 3_600_000 },
      },
    };
    const { limit } = QUESTION_LIMITS.perAddress;
    for (let i = 0; i < limit; i++) {
      const flow = i % 2 ? 'contact' : 'information';
      const values = flow === 'contact' ? fields : { listingId: '4101', ...fields };
      expect(
        (await submitRequest(flow, 'en', asked(flow, values), roomy)).ok,
        `request ${i + 1}`,
      ).toBe(true);
    }
    const over = refused(await submitRequest('contact', 'en', asked('contact', fields), roomy));
    expect(over.failure).toBe('rateLimited');
    expect(over.values).toMatchObject({ firstName: 'Luc' });
    expect(
      (
        await submitRequest('contact', 'en', asked('contact', fields), {
          ...roomy,
          clientAddress: '198.51.100.77',
        })
      ).ok,
      'another address',
    ).toBe(true);
    expect(
      (await submitRequest('contact', 'en', form('contact', fields), roomy)).ok,
      'with the proof of work',
    ).toBe(true);
  });
});
