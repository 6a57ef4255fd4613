import { requestAppointment } from '@/lib/db/visits';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_OWNER, demoOwnerWanted, ensureDemoOwner } from '@/lib/auth/demo-owner';
import { verifyPassword } from '@/lib/auth/password';
import { sendResetLink, type ResetMailDeps } from '@/lib/auth/password-reset';
import { activityCounts, communicationsByKind, recentActivity } from '@/lib/db/listing-activity';
import { recordPageView } from '@/lib/db/page-views';
import {
  consumePasswordReset,
  createOwner,
  findOwnerByLogin,
  ownerListingIds,
} from '@/lib/db/owners';
import { storeSubmission } from '@/lib/db/submissions';
import type { Translate } from '@/lib/mail/compose';
import { describeEachStore } from './support';

const T0 = Date.UTC(2026, 10, 21, 9, 0, 0);
const HOUR = 60 * 60_000;

/** Translations that show which key and values were used, and in which language. */
const fakeTranslate =
  (locale: string): Translate =>
  (key, values) =>
    `[${locale}] ${key}${values ? ` ${JSON.stringify(values)}` : ''}`;

describeEachStore('owner portal stores', (database) => {
  it('counts the requests about a property per kind, with the last date, and lists them without who sent them', async () => {
    const { db } = database;
    await storeSubmission(
      db,
      { kind: 'information', locale: 'fr', listingId: 501, payload: { email: 'a@example.be' } },
      T0,
    );
    await storeSubmission(
      db,
      { kind: 'information', locale: 'nl', listingId: 501, payload: { email: 'b@example.be' } },
      T0 + HOUR,
    );
    const visit = await storeSubmission(
      db,
      { kind: 'visit', locale: 'en', listingId: 501, payload: {} },
      T0 + 2 * HOUR,
    );
    await requestAppointment(
      db,
      { submissionId: visit, listingId: 501, date: '2026-11-25', slot: '10:00', holder: 'h' },
      3,
      T0 + 2 * HOUR,
    );
    await storeSubmission(
      db,
      { kind: 'offer', locale: 'fr', listingId: 501, payload: {} },
      T0 + 3 * HOUR,
    );
    await storeSubmission(
      db,
      { kind: 'information', locale: 'fr', listingId: 502, payload: {} },
      T0 + 4 * HOUR,
    );
    await storeSubmission(
      db,
      { kind: 'contact', locale: 'fr', listingId: null, payload: {} },
      T0 + 4 * HOUR,
    );

    expect(await communicationsByKind(db, 501)).toEqual([
      { kind: 'information', count: 2, last: T0 + HOUR },
      { kind: 'offer', count: 1, last: T0 + 3 * HOUR },
      { kind: 'visit', count: 1, last: T0 + 2 * HOUR },
    ]);
    const activity = await recentActivity(db, 501);
    expect(activity).toEqual([
      { kind: 'offer', createdAt: T0 + 3 * HOUR, visitDate: null },
      { kind: 'visit', createdAt: T0 + 2 * HOUR, visitDate: '2026-11-25' },
      { kind: 'information', createdAt: T0 + HOUR, visitDate: null },
      { kind: 'information', createdAt: T0, visitDate: null },
    ]);
    expect(JSON.stringify(activity)).not.toContain('example.be');
    expect(await communicationsByKind(db, 999)).toEqual([]);
  });

  it('counts the views and requests of many listings at once, for the market comparison', async () => {
    const { db } = database;
    for (const [listingId, day, kind] of [
      [701, '2026-11-20', 'detail'],
      [701, '2026-11-20', 'detail'],
      [701, '2026-11-21', 'map'],
      [702, '2026-11-21', 'print'],
    ] as const)
      await recordPageView(db, { listingId, day, kind, source: 'direct' });
    await storeSubmission(db, { kind: 'visit', locale: 'fr', listingId: 702, payload: {} }, T0);
    await storeSubmission(db, { kind: 'offer', locale: 'de', listingId: 703, payload: {} }, T0);
    const ids = [701, 702, 703, 704, ...Array.from({ length: 1200 }, (_, index) => 10_000 + index)];
    const counts = await activityCounts(db, ids);
    expect(Object.fromEntries(counts)).toEqual({
      701: { views: 3, requests: 0 },
      702: { views: 1, requests: 1 },
      703: { views: 0, requests: 1 },
    });
  });

  it('mails a single-use reset link in the owner’s language to a known address only', async () => {
    const { db } = database;
    const ownerId = await createOwner(
      db,
      {
        username: 'reset-owner',
        email: 'reset.owner@example.be',
        passwordHash: 'scrypt$x',
        language: 'nl',
      },
      T0,
    );
    const links: string[] = [];
    const deps: ResetMailDeps = {
      now: T0,
      targetKey: (email) => `key-of-${email}`,
      linkFor: (locale, token) => {
        links.push(token);
        return `https://site.example/${locale}/login/?reset=${token}`;
      },
      translate: async (locale) => fakeTranslate(locale),
      agencyName: 'Horizon',
      fallbackLocale: 'en',
    };
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(await sendResetLink(db, 'nobody@example.be', deps)).toBe('unknown');
    expect(info).toHaveBeenCalledWith('password reset: PERSON_NOT_FOUND');
    // a username is not an email address: the form asks for the address
    expect(await sendResetLink(db, 'reset-owner', deps)).toBe('unknown');
    info.mockRestore();
    expect(
      await db.selectFrom('outbox').select('id').where('purpose', '=', 'password-reset').execute(),
    ).toHaveLength(0);

    expect(await sendResetLink(db, ' Reset.Owner@Example.be ', deps)).toBe('queued');
    const mails = await db
      .selectFrom('outbox')
      .selectAll()
      .where('purpose', '=', 'password-reset')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      recipient: 'reset.owner@example.be',
      subject: '[nl] Mail.resetSubject',
      submission_id: null,
    });
    expect(mails[0]!.text).toContain(`https://site.example/nl/login/?reset=${links[0]}`);
    expect(mails[0]!.text).not.toMatch(/password_hash|scrypt/);
    expect(await consumePasswordReset(db, links[0]!, T0 + 1000)).toBe(ownerId);
    expect(await consumePasswordReset(db, links[0]!, T0 + 2000)).toBeNull();
  });

  it('creates the demo owner once, with its properties and documented password', async () => {
    const { db } = database;
    expect(await ensureDemoOwner(db, [4101, 4102])).toBe('created');
    expect(await ensureDemoOwner(db, [9999])).toBe('exists');
    const owner = await findOwnerByLogin(db, DEMO_OWNER.username);
    expect(owner && (await verifyPassword(DEMO_OWNER.password, owner.password_hash))).toBe(true);
    expect(await ownerListingIds(db, owner!.id)).toEqual([4101, 4102]);
    // a password hash and its check: about a second each on a loaded 2-core machine, 5 s was too tight
  }, 30_000);
});

describe('demo owner', () => {
  it('exists in development unless switched off, and in production only when asked for', () => {
    expect(demoOwnerWanted({ NODE_ENV: 'development' })).toBe(true);
    expect(demoOwnerWanted({ NODE_ENV: 'development', DEMO_OWNER: '0' })).toBe(false);
    expect(demoOwnerWanted({ NODE_ENV: 'production' })).toBe(false);
    expect(demoOwnerWanted({ NODE_ENV: 'production', DEMO_OWNER: 'yes' })).toBe(false);
    expect(demoOwnerWanted({ NODE_ENV: 'production', DEMO_OWNER: '1' })).toBe(true);
  });
});
