import { expect, it } from 'vitest';
import {
  backoffMs,
  claimDueMails,
  enqueueMail,
  listOutbox,
  markFailed,
  markSent,
  MAX_ATTEMPTS,
  retryAllNow,
} from '@/lib/db/outbox';
import { hitRateLimit, pruneRateLimits } from '@/lib/db/rate-limits';
import {
  approvedTestimonials,
  confirmSubscription,
  consumeChallenge,
  isSubscribed,
  setTestimonialStatus,
  storeDemand,
  storeTestimonial,
  subscribe,
  subscriberById,
  unsubscribe,
} from '@/lib/db/requests';
import {
  listSubmissions,
  payloadOf,
  setSubmissionStatus,
  storeSubmission,
} from '@/lib/db/submissions';
import { describeEachStore } from './support';

const T0 = Date.UTC(2026, 10, 21, 9, 0, 0);

describeEachStore('the store', (database) => {
  it('stores submissions with their payload and lists them newest first', async () => {
    const { db } = database;
    const first = await storeSubmission(
      db,
      { kind: 'contact', locale: 'fr', payload: { firstName: 'Anne', remark: 'Bonjour <b>' } },
      T0,
    );
    const second = await storeSubmission(
      db,
      { kind: 'visit', locale: 'nl', listingId: 4101, payload: { slot: '10-13' } },
      T0 + 1000,
    );
    expect(second).toBeGreaterThan(first);
    await setSubmissionStatus(db, first, 'mailed');
    const all = await listSubmissions(db);
    expect(all.map((row) => row.id).slice(0, 2)).toEqual([second, first]);
    expect(all[1]).toMatchObject({
      kind: 'contact',
      locale: 'fr',
      status: 'mailed',
      created_at: T0,
      listing_id: null,
    });
    expect(payloadOf(all[1]!)).toEqual({ firstName: 'Anne', remark: 'Bonjour <b>' });
    expect((await listSubmissions(db, { listingId: 4101 })).map((row) => row.id)).toEqual([second]);
    expect((await listSubmissions(db, { kind: 'contact' })).map((row) => row.id)).toEqual([first]);
  });

  it('keeps mails in the outbox until sent, retrying with back-off, and lets one sender claim each', async () => {
    const { db } = database;
    const submissionId = await storeSubmission(
      db,
      { kind: 'contact', locale: 'en', payload: {} },
      T0,
    );
    const id = await enqueueMail(
      db,
      {
        submissionId,
        purpose: 'agency',
        recipient: 'agency@example.be',
        subject: 'New request',
        html: '<p>x</p>',
        text: 'x',
      },
      T0,
    );
    const [claimed] = await claimDueMails(db, T0);
    expect(claimed?.id).toBe(id);
    expect(await claimDueMails(db, T0), 'a claimed mail is not handed out twice').toEqual([]);
    await markFailed(db, claimed!, 'ECONNREFUSED', T0);
    expect(await claimDueMails(db, T0 + backoffMs(1) - 1)).toEqual([]);
    const [again] = await claimDueMails(db, T0 + backoffMs(1));
    expect(again).toMatchObject({ id, attempts: 1, last_error: 'ECONNREFUSED' });
    await markSent(db, id, T0 + backoffMs(1) + 5);
    expect(await listOutbox(db, { unsentOnly: true })).toEqual([]);
    expect((await listOutbox(db))[0]).toMatchObject({ id, sent_at: T0 + backoffMs(1) + 5 });
  });

  it('stops retrying after the last attempt, and retries everything on demand', async () => {
    const { db } = database;
    const id = await enqueueMail(
      db,
      {
        submissionId: null,
        purpose: 'confirmation',
        recipient: 'visitor@example.be',
        subject: 's',
        html: 'h',
        text: 't',
      },
      T0,
    );
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++)
      await markFailed(db, { id, attempts: attempt }, 'timeout', T0);
    expect(
      (await claimDueMails(db, T0 + 365 * 24 * 3600_000)).map((mail) => mail.id),
    ).not.toContain(id);
    expect(await retryAllNow(db, T0)).toBeGreaterThanOrEqual(1);
    expect((await listOutbox(db, { unsentOnly: true })).map((mail) => mail.id)).toContain(id);
  });

  it('counts rate-limit hits per key and window, atomically', async () => {
    const { db } = database;
    const limit = { limit: 3, windowMs: 60_000 };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => hitRateLimit(db, 'form:contact:ip:203.0.113.7', limit, T0)),
    );
    expect(results.map((result) => result.count).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
    expect(
      (await hitRateLimit(db, 'form:contact:ip:198.51.100.1', limit, T0)).allowed,
      'another key has its own count',
    ).toBe(true);
    const burst = await hitRateLimit(db, 'form:contact:ip:203.0.113.7', limit, T0 + 60_000);
    expect(burst, 'right after the window: the previous burst still counts').toMatchObject({
      allowed: false,
      count: 1,
    });
    const later = await hitRateLimit(
      db,
      'form:contact:ip:203.0.113.7',
      limit,
      T0 + 60_000 + 59_000,
    );
    expect(later, 'most of a window later, the old hits weigh little').toMatchObject({
      allowed: true,
      count: 2,
    });
    await pruneRateLimits(db, T0 + 60_000);
    expect(
      (await hitRateLimit(db, 'form:contact:ip:203.0.113.7', limit, T0)).count,
      'pruned windows start again',
    ).toBe(1);
  });

  it('signs up once per address, counts a subscriber only once confirmed, and unsubscribes', async () => {
    const { db } = database;
    const id = await subscribe(db, 'Reader@Example.be', 'de', T0);
    expect(await subscribe(db, 'reader@example.be', 'fr', T0 + 1)).toBe(id);
    expect(await subscriberById(db, id)).toMatchObject({
      email: 'reader@example.be',
      locale: 'fr',
      confirmed_at: null,
    });
    expect(await isSubscribed(db, 'READER@example.be'), 'not before the confirmation').toBe(false);
    await confirmSubscription(db, id, T0 + 2);
    expect(await isSubscribed(db, 'reader@example.be')).toBe(true);
    await unsubscribe(db, id, T0 + 3);
    expect(await isSubscribed(db, 'reader@example.be')).toBe(false);
    expect(await subscribe(db, 'reader@example.be', 'de', T0 + 4)).toBe(id);
    expect(
      await isSubscribed(db, 'reader@example.be'),
      'signing up again needs a new confirmation',
    ).toBe(false);
  });

  it('keeps testimonials unpublished until approved, and stores demands', async () => {
    const { db } = database;
    const submissionId = await storeSubmission(
      db,
      { kind: 'testimonial', locale: 'nl', payload: {} },
      T0,
    );
    const id = await storeTestimonial(
      db,
      { submissionId, locale: 'nl', name: 'Jan', text: 'Top service' },
      T0,
    );
    expect(await approvedTestimonials(db, 'nl')).toEqual([]);
    await setTestimonialStatus(db, id, 'approved');
    expect((await approvedTestimonials(db, 'nl')).map((row) => row.name)).toEqual(['Jan']);
    const demandSubmission = await storeSubmission(
      db,
      { kind: 'demand', locale: 'nl', payload: {} },
      T0,
    );
    await storeDemand(
      db,
      {
        submissionId: demandSubmission,
        goal: 'sale',
        types: [1, 2],
        zones: ['Gent|9000'],
        minRooms: 2,
        priceMin: null,
        priceMax: 400000,
      },
      T0,
    );
    const demand = await db
      .selectFrom('demands')
      .selectAll()
      .where('submission_id', '=', demandSubmission)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(demand.types)).toEqual([1, 2]);
    expect(demand).toMatchObject({
      goal: 'sale',
      min_rooms: 2,
      price_min: null,
      price_max: 400000,
    });
  });

  it('accepts a captcha challenge once', async () => {
    const { db } = database;
    expect(await consumeChallenge(db, 'sig-1', T0 + 60_000, T0)).toBe(true);
    expect(await consumeChallenge(db, 'sig-1', T0 + 60_000, T0 + 1)).toBe(false);
    // once expired it is forgotten, and the signature check refuses an expired challenge anyway
    expect(await consumeChallenge(db, 'sig-1', T0 + 180_000, T0 + 120_000)).toBe(true);
  });
});
