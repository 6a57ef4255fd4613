import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/schema';
import type { Connection } from '@/lib/db/connection';
import { migratedDatabase } from '../support/database';

/*
 * The request flow as the server action runs it (parse → guards → store → redirect), with the
 * modules it reaches mocked where a test needs another world: the database it opens, the
 * visitor's address, the captcha's check, and Next's redirect, after() and headers().
 */
const world = vi.hoisted(() => ({
  db: null as unknown as () => Promise<{ db: unknown }>,
  address: '203.0.113.9',
  afterResponse: [] as (() => unknown)[],
}));

class Redirect extends Error {
  constructor(readonly url: string) {
    super(`redirect to ${url}`);
  }
}

vi.mock('@/lib/db/connection', async (original) => ({
  ...(await original<typeof import('@/lib/db/connection')>()),
  getDatabase: () => world.db(),
}));
/** The bundled data set has no property without any document: 4151 is shown without its papers. */
vi.mock('@/lib/data', async (original) => {
  const data = await original<typeof import('@/lib/data')>();
  return {
    ...data,
    getListing: (id: number, locale: Locale) => {
      const listing = data.getListing(id, locale);
      if (!listing || id !== 4151) return listing;
      return {
        ...listing,
        energy: { ...listing.energy, reference: null },
        pictures: listing.pictures.filter((picture) => picture.scene !== 'plan'),
        planning: { ...listing.planning, zoning: null, asbestos: null, electricalInspection: null },
      };
    },
  };
});
vi.mock('@/lib/security/client-address', () => ({ clientAddressKey: () => world.address }));
vi.mock('@/lib/forms/captcha', () => ({
  checkCaptcha: async (_db: unknown, value: unknown) =>
    value === 'solved' ? 'ok' : value ? 'invalid' : 'missing',
}));
vi.mock('@/lib/mail/deliver', () => ({ deliverOutbox: async () => undefined }));
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
vi.mock('next/server', () => ({ after: (task: () => unknown) => world.afterResponse.push(task) }));
vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Redirect(url);
  },
  notFound: () => {
    throw new Error('NEXT_HTTP_ERROR_FALLBACK;404');
  },
}));

const { submitForm } = await import('@/lib/requests/actions');
const { formBack } = await import('@/lib/forms/refusal');
const { questionText } = await import('@/lib/forms/question');
const { siteConfig } = await import('@/lib/content/site-config');
const { translator } = await import('@/lib/i18n/translator');
const { listOutbox } = await import('@/lib/db/outbox');
const { listSubmissions } = await import('@/lib/db/submissions');
const { storeFailure, VISIT_LIMITS } = await import('@/lib/forms/flows');
const { holdAppointment } = await import('@/lib/db/visits');
const { formKey, questionKey: questionKeyOf } = await import('@/lib/security/keys');
const { formToken, MIN_FILL_MS } = await import('@/lib/security/signing');
const { newQuestion, QUESTION_LIMITS } = await import('@/lib/forms/question');
import type { Flow } from '@/lib/forms/flows';
import type { Locale } from '@/lib/i18n/locales';
import type { FormState, RawForm } from '@/lib/forms/form-state';
import type { Question } from '@/lib/forms/question';

const NOW = Date.UTC(2026, 10, 21, 10, 0, 0);
const SLOT_CAPACITY = siteConfig.forms.slotCapacity;
const person = {
  title: 'mr',
  firstName: 'Luc',
  lastName: 'Dubois',
  email: 'luc@example.be',
  phone: '0470 12 34 56',
};

/*
 * From the bundled data set: 4101 for sale with documents, 4140 sold, 4144 rented, 4151 for sale
 * (without any document, as the mock above shows it).
 */

let connection: Connection;
let questionKey: Buffer;

function form(flow: string, fields: RawForm, tokenAge = MIN_FILL_MS + 1000): RawForm {
  return {
    ...fields,
    formToken: formToken(formKey(), flow, NOW - tokenAge),
    website: '',
    altcha: 'solved',
  };
}

type Result = { ok: true; url: string } | { ok: false; state: FormState };

/** Sends a form as a browser posts it to the action, from `address`. */
async function submitRequest(
  flow: Flow,
  locale: string,
  raw: RawForm,
  address = '203.0.113.9',
): Promise<Result> {
  world.address = address;
  const data = new FormData();
  for (const [name, value] of Object.entries(raw))
    for (const item of [value].flat()) data.append(name, item);
  try {
    return { ok: false, state: await submitForm(flow, locale, null, data) };
  } catch (error) {
    if (error instanceof Redirect) return { ok: true, url: error.url };
    throw error;
  }
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.stubEnv('SESSION_SECRET', 'z'.repeat(40));
  vi.stubEnv('RATE_LIMIT_PER_IP', '3/600');
  vi.stubEnv('RATE_LIMIT_PER_FORM', '100/3600');
  siteConfig.forms.slotCapacity = 1;
  questionKey = questionKeyOf();
  connection = await migratedDatabase();
  world.db = async () => connection;
  world.afterResponse = [];
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  siteConfig.forms.slotCapacity = SLOT_CAPACITY;
  await connection.db.destroy();
});

describe('submitting a request', () => {
  it('stores it with its mails in the outbox', async () => {
    const result = await submitRequest(
      'information',
      'nl',
      form('information', { listingId: '4101', ...person, remark: 'Is er een tuin?' }),
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
    // an outbox row per mail, naming the request: the mails are composed when they are sent
    const rows = (await listOutbox(connection.db)).sort((a, b) => a.id - b.id);
    expect(rows.map((row) => [row.channel, row.purpose, row.submission_id, row.recipient])).toEqual(
      [
        ['request-mail', 'agency', stored!.id, ''],
        ['request-mail', 'confirmation', stored!.id, ''],
      ],
    );
    expect(world.afterResponse, 'the outbox runs after the response').toHaveLength(1);
  });

  it('gives every field error back with everything typed, and stores nothing', async () => {
    const result = await submitRequest(
      'contact',
      'fr',
      form('contact', { ...person, email: 'luc@', remark: '<b>bold</b>' }),
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
      const result = await submitRequest('contact', 'en', raw);
      expect(result.ok ? null : result.state.failure).toBe('rejected');
    }
    expect(await listSubmissions(connection.db)).toEqual([]);
  });

  it('asks for the captcha, and refuses a wrong answer', async () => {
    const fields = { ...person, remark: 'Hello there' };
    const missing = await submitRequest('contact', 'en', {
      ...form('contact', fields),
      altcha: '',
    });
    expect(missing.ok ? null : missing.state.fieldErrors).toEqual({ altcha: 'captcha' });
    const wrong = await submitRequest('contact', 'en', {
      ...form('contact', fields),
      altcha: 'guess',
    });
    expect(wrong.ok ? null : wrong.state.fieldErrors).toEqual({ altcha: 'captchaInvalid' });
    const newsletter = await submitRequest('newsletter', 'en', {
      ...form('newsletter', { email: 'luc@example.be', consent: 'on' }),
      altcha: '',
    });
    expect(newsletter.ok, 'the newsletter has no captcha').toBe(true);
  });

  it('refuses a property that does not exist', async () => {
    const result = await submitRequest(
      'visit',
      'de',
      form('visit', { listingId: '9999', ...person, date: '2026-11-24', slot: '10:00-13:00' }),
    );
    expect(result.ok ? null : result.state.failure).toBe('unknownListing');
  });

  it('limits how many requests one address sends, with the minutes to wait', async () => {
    const fields = { ...person, remark: 'Hello there' };
    for (let i = 0; i < 3; i++)
      expect((await submitRequest('contact', 'en', form('contact', fields))).ok).toBe(true);
    const fourth = await submitRequest('contact', 'en', form('contact', fields));
    expect(fourth.ok ? null : [fourth.state.failure, fourth.state.retryMinutes]).toEqual([
      'rateLimited',
      10,
    ]);
    expect(
      (await submitRequest('contact', 'en', form('contact', fields), '198.51.100.4')).ok,
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
        address,
      );
    for (let i = 0; i < 3; i++)
      expect((await friend(`sender${i}@example.org`, `198.51.100.${20 + i}`)).ok).toBe(true);
    const fourth = await friend('sender9@example.org', '198.51.100.29');
    expect(fourth.ok ? null : fourth.state.failure).toBe('rateLimited');
  });

  it('a visit request holds its slot only once confirmed; then the slot is full and a refused request keeps nothing (issue 33, 8)', async () => {
    const visit = { listingId: '4101', ...person, date: '2026-11-24', slot: '10:00-13:00' };
    const send = (email: string, address: string) =>
      submitRequest('visit', 'fr', form('visit', { ...visit, email }), address);
    // a script's requests, however many addresses it sends from, leave the slot open
    expect((await send('bot1@example.org', '198.51.100.1')).ok).toBe(true);
    expect((await send('bot2@example.org', '198.51.100.2')).ok).toBe(true);
    const appointments = await connection.db
      .selectFrom('appointments')
      .select('id')
      .orderBy('id')
      .execute();
    expect(appointments).toHaveLength(2);
    // the second request's link is opened: its place is held, and the slot (capacity 1) is full
    expect(
      await holdAppointment(connection.db, appointments[1]!.id, 'visitor', {
        capacity: 1,
        today: '2026-11-21',
        now: NOW,
      }),
    ).toBe('held');
    expect(
      await holdAppointment(connection.db, appointments[0]!.id, 'visitor', {
        capacity: 1,
        today: '2026-11-21',
        now: NOW,
      }),
    ).toBe('full');
    const refused = await send('luc@example.be', '198.51.100.3');
    expect(refused.ok ? null : refused.state.fieldErrors).toEqual({ slot: 'slotFull' });
    expect(await listSubmissions(connection.db, { kind: 'visit' })).toHaveLength(2);
    expect(await listOutbox(connection.db), 'two mails for each request taken').toHaveLength(4);
  });

  it('bounds the visit requests of one typed address, one visitor address and one property a day', async () => {
    vi.stubEnv('RATE_LIMIT_PER_IP', '100/600');
    siteConfig.forms.slotCapacity = 100;
    const send = (email: string, address: string, listingId = '4101') =>
      submitRequest(
        'visit',
        'fr',
        form('visit', { listingId, ...person, email, date: '2026-11-24', slot: '10:00-13:00' }),
        address,
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
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    world.db = () => Promise.reject(new Error('connect ECONNREFUSED'));
    const result = await submitRequest(
      'contact',
      'fr',
      form('contact', { ...person, remark: 'Bonjour' }),
    );
    expect(result.ok ? null : [result.state.failure, result.state.values.remark]).toEqual([
      'apiError',
      'Bonjour',
    ]);
  });

  it('says "Testimonial not sent" and "Request document error" when those requests cannot be stored, keeping what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    world.db = () => Promise.reject(new Error('SQLITE_BUSY'));
    const text = 'A very helpful agency, from the first visit to the deed.';
    const testimonial = await submitRequest(
      'testimonial',
      'nl',
      form('testimonial', { name: 'Luc', email: 'luc@example.be', text }),
    );
    expect(
      testimonial.ok ? null : [testimonial.state.failure, testimonial.state.values.text],
    ).toEqual(['testimonialNotSent', text]);
    const documents = await submitRequest(
      'documents',
      'de',
      form('documents', { listingId: '4101', ...person, remark: 'Pläne bitte' }),
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
    const back = formBack('testimonial', 'fr', raw, { failure: storeFailure('testimonial') }, NOW);
    expect(back).toMatchObject({
      fieldErrors: {},
      failure: 'testimonialNotSent',
      failureText: translator('fr')('Forms.failures.testimonialNotSent'),
      values: { name: 'Luc', email: 'luc@example.be', text: 'Très bonne agence' },
    });
    expect(back.token, 'a fresh token').not.toBe(raw.formToken);
    expect(back.token).toMatch(/\S/);
    expect(
      formBack('visit', 'de', form('visit', { listingId: '4101' }), { failure: 'apiError' }, NOW)
        .failureText,
    ).toBe(translator('de')('Forms.failures.apiError'));
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
      form('visit', { listingId: '4144', ...person, date: '2026-11-24', slot: '10:00-13:00' }),
    );
    expect(visit.ok ? null : visit.state.failure).toBe('listingUnavailable');
    const offer = {
      listingId: '4140',
      ...person,
      street: 'Rue Haute',
      houseNumber: '1',
      postcode: '1000',
      city: 'Bruxelles',
      amount: '250000',
      validUntil: '2026-12-01',
      acceptAdvance: 'on',
    };
    const refused = await submitRequest('offer', 'fr', form('offer', offer));
    expect(refused.ok ? null : refused.state.failure).toBe('listingUnavailable');
    expect(
      (await submitRequest('offer', 'fr', form('offer', { ...offer, listingId: '4101' }))).ok,
      'the same offer for a property on sale',
    ).toBe(true);
    expect(
      (
        await submitRequest(
          'information',
          'en',
          form('information', { listingId: '4140', ...person }),
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
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      world.db = async () => ({ db: readOnly });
      const refusedReadOnly = await submitRequest('contact', 'fr', fields);
      expect(
        refusedReadOnly.ok
          ? null
          : [refusedReadOnly.state.failure, refusedReadOnly.state.values.remark],
      ).toEqual([storeFailure('contact'), 'Bonjour']);
      await readOnly.destroy();

      const locker = new BetterSqlite3(file);
      locker.exec('BEGIN EXCLUSIVE');
      world.db = async () => writable;
      const refusedLocked = await submitRequest('contact', 'fr', fields);
      expect(
        refusedLocked.ok ? null : [refusedLocked.state.failure, refusedLocked.state.values.remark],
      ).toEqual([storeFailure('contact'), 'Bonjour']);
      locker.exec('ROLLBACK');
      locker.close();

      // what the visitor typed came back with the error: sending it again, it is kept
      expect((await submitRequest('contact', 'fr', fields)).ok).toBe(true);
      expect(await listSubmissions(writable.db, { kind: 'contact' })).toHaveLength(1);
      await writable.db.destroy();
    },
  );

  it('keeps the request whole or not at all when writing its outbox rows fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await connection.db.schema.dropTable('outbox').execute();
    const result = await submitRequest(
      'contact',
      'fr',
      form('contact', { ...person, remark: 'Bonjour' }),
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
    expect((await submitRequest('contact', 'fr', raw)).ok).toBe(true);
    expect(await listSubmissions(connection.db)).toHaveLength(1);
    const replay = refused(await submitRequest('contact', 'fr', raw));
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
    const state = refused(await submitRequest('visit', 'nl', raw));
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
    const [, , freshA, freshB] = String(state.question?.token).split('.');
    expect(state.question?.text, 'the new question in the visitor’s words').toBe(
      questionText(translator('nl'), { a: Number(freshA), b: Number(freshB) }),
    );
    // the right answer to the question already guessed at no longer counts
    const [a, b] = [
      Number(String(raw.questionToken).split('.')[2]),
      Number(String(raw.questionToken).split('.')[3]),
    ];
    const retry = refused(
      await submitRequest('visit', 'nl', {
        ...raw,
        email: 'luc@example.be',
        date: '2026-11-24',
        questionAnswer: String(a + b),
      }),
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
      ),
    );
    expect(first.fieldErrors).toEqual({ phone: 'required' });
    expect(first.question).toEqual({
      token: question.token,
      text: questionText(translator('en'), question),
      answer: String(question.a + question.b),
    });
    const empty = refused(
      await submitRequest(
        'contact',
        'en',
        asked('contact', fields, () => '  ', question),
      ),
    );
    expect(empty.fieldErrors).toEqual({ questionAnswer: 'questionRequired' });
    expect(empty.question?.token, 'the same question, still open').toBe(question.token);
    expect(
      (await submitRequest('contact', 'en', asked('contact', fields, undefined, question))).ok,
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
      const state = refused(await submitRequest('contact', 'en', raw));
      expect(state.fieldErrors).toEqual({ questionAnswer: 'questionNew' });
      expect(state.question?.token).toMatch(/^\d+\.[\w-]{16}\.\d\.\d\.[\w-]+$/);
      expect(state.values).toMatchObject({ firstName: 'Luc' });
    }
    const hostileAnswers = [['9', '9'], '9'.repeat(100_000), '<img src=x onerror=alert(1)>', '١٢'];
    for (const questionAnswer of hostileAnswers) {
      const state = refused(
        await submitRequest('contact', 'en', { ...asked('contact', fields), questionAnswer }),
      );
      expect(state.fieldErrors.questionAnswer).toMatch(/^question(Wrong|Required)$/);
    }
    expect(await listSubmissions(connection.db)).toEqual([]);
  });

  it('keeps the JavaScript path as it was: a solved proof of work needs no question, and neither answer means the captcha error', async () => {
    const withBoth = { ...form('contact', fields), questionToken: 'forged', questionAnswer: '0' };
    expect((await submitRequest('contact', 'en', withBoth)).ok).toBe(true);
    const neither = withoutProof(form('contact', fields));
    expect(refused(await submitRequest('contact', 'en', neither)).fieldErrors).toEqual({
      altcha: 'captcha',
    });
    const newsletter = await submitRequest('newsletter', 'en', {
      ...form('newsletter', { email: 'luc@example.be', consent: 'on' }),
      altcha: '',
      questionToken: 'x',
    });
    expect(newsletter.ok, 'a form without captcha asks no question either').toBe(true);
    if (!newsletter.ok) expect(newsletter.state.question).toBeUndefined();
  });

  it('bounds the requests sent by answering the question, per visitor address over every form', async () => {
    vi.stubEnv('RATE_LIMIT_PER_IP', '100/600');
    const { limit } = QUESTION_LIMITS.perAddress;
    for (let i = 0; i < limit; i++) {
      const flow = i % 2 ? 'contact' : 'information';
      const values = flow === 'contact' ? fields : { listingId: '4101', ...fields };
      expect((await submitRequest(flow, 'en', asked(flow, values))).ok, `request ${i + 1}`).toBe(
        true,
      );
    }
    const over = refused(await submitRequest('contact', 'en', asked('contact', fields)));
    expect(over.failure).toBe('rateLimited');
    expect(over.values).toMatchObject({ firstName: 'Luc' });
    expect(
      (await submitRequest('contact', 'en', asked('contact', fields), '198.51.100.77')).ok,
      'another address',
    ).toBe(true);
    expect(
      (await submitRequest('contact', 'en', form('contact', fields))).ok,
      'with the proof of work',
    ).toBe(true);
  });
});
