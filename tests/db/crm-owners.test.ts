import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { confirmByToken, manageAlert, unsubscribeByToken } from '@/lib/alerts/service';
import { alertToken } from '@/lib/alerts/tokens';
import { authenticate } from '@/lib/auth/login';
import { hashPassword } from '@/lib/auth/password';
import { sendResetLink, type ResetMailDeps } from '@/lib/auth/password-reset';
import { omnicasaClient } from '@/lib/crm/omnicasa/client';
import { deliverDueCrmCalls } from '@/lib/crm/omnicasa/deliver';
import { fetchCrmFigures } from '@/lib/crm/omnicasa/figures';
import {
  crmFiguresFor,
  FRESH_MS,
  RETRY_MS,
  settleCrmFigureRefreshes,
} from '@/lib/crm/omnicasa/figures-cache';
import { crmOwnerLogin } from '@/lib/crm/omnicasa/owner-login';
import { createAlert } from '@/lib/db/alerts';
import { listOutbox } from '@/lib/db/outbox';
import { createOwner, CRM_PASSWORD_MARK, ownerListingIds } from '@/lib/db/owners';
import type { Translate } from '@/lib/mail/compose';
import {
  startOmnicasaStandIn,
  STAND_IN_CUSTOMER,
  type OmnicasaStandIn,
} from '../support/omnicasa-stand-in';
import { describeEachStore } from './support';

/** These rows are alerts' calls, stored composed: no request's call to compose. */
const noRequestRows = async () => null;

/*
 * docs/crm-omnicasa.md › Owners from the CRM, against the stand-in on both stores: the CRM's
 * login linked to a local owner, the CRM's figures through the cache (never a long wait), the
 * alerts registered and unsubscribed in the CRM through the outbox, and "forgot password".
 */
const NOW = Date.UTC(2026, 10, 27, 10, 0, 0);
const IDS = { nl: 1, fr: 2, en: 3 };
const KEY = Buffer.alloc(32, 7);

let standIn: OmnicasaStandIn;
beforeAll(async () => {
  standIn = await startOmnicasaStandIn();
  standIn.persons.set('ann@example.be', {
    id: 31,
    email: 'ann@example.be',
    password: 'crm password',
    name: 'Peeters',
    firstName: 'Ann',
    propertyIds: [501, 502],
  });
  standIn.persons.set('local@example.be', {
    id: 32,
    email: 'local@example.be',
    password: 'crm password',
    name: 'Local',
    firstName: 'Owner',
    propertyIds: [503],
  });
  standIn.figures.set(501, {
    visits: [{ Description: 'Immoweb', Total: 120 }],
    matching: { Total: 14 },
    histories: [{ Date: '2026-11-20T09:00:00Z', Description: 'Visit', TypeName: 'Agenda' }],
  });
});
afterAll(() => standIn.close());

const client = (timeoutMs = 3000) =>
  omnicasaClient({ baseUrl: standIn.baseUrl, ...STAND_IN_CUSTOMER, retries: 0, timeoutMs });
const language = { locale: 'nl', languageId: 1 };

describeEachStore('owners from the CRM', (database) => {
  it('links a CRM person to a new local owner on the first login, with the CRM’s properties', async () => {
    const { db } = database;
    standIn.persons.get('ann@example.be')!.propertyIds = [501, 502];
    const first = await crmOwnerLogin(
      db,
      client(),
      'Ann@example.be',
      'crm password',
      language,
      NOW,
    );
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.owner).toMatchObject({
      username: 'ann@example.be',
      email: 'ann@example.be',
      language: 'nl',
      crm_person_id: 31,
      password_hash: CRM_PASSWORD_MARK,
    });
    expect(await ownerListingIds(db, first.owner.id)).toEqual([501, 502]);

    standIn.persons.get('ann@example.be')!.propertyIds = [502, 504];
    const again = await crmOwnerLogin(db, client(), 'ann@example.be', 'crm password', language);
    expect(again.ok && again.owner.id).toBe(first.owner.id);
    expect(await ownerListingIds(db, first.owner.id)).toEqual([502, 504]);

    // the properties call failing keeps the ones linked before
    standIn.failNext('GetRelatedProperties', { kind: 'http', status: 500 });
    const third = await crmOwnerLogin(db, client(), 'ann@example.be', 'crm password', language);
    expect(third.ok).toBe(true);
    expect(await ownerListingIds(db, first.owner.id)).toEqual([502, 504]);
  });

  it('refuses a wrong password, says unavailable when the CRM is down, and leaves a site owner’s email alone', async () => {
    const { db } = database;
    expect(await crmOwnerLogin(db, client(), 'ann@example.be', 'wrong', language)).toEqual({
      ok: false,
      reason: 'failed',
    });
    standIn.failNext('CheckPersonLogin', { kind: 'http', status: 503 });
    expect(await crmOwnerLogin(db, client(), 'ann@example.be', 'crm password', language)).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    const passwordHash = await hashPassword('site password', { N: 2 ** 10, r: 8, p: 1 });
    await createOwner(db, {
      username: 'local',
      email: 'local@example.be',
      passwordHash,
      language: 'fr',
    });
    expect(await crmOwnerLogin(db, client(), 'local@example.be', 'crm password', language)).toEqual(
      { ok: false, reason: 'failed' },
    );
  });

  it('signs in through the CRM only where the site has no owner of its own, and says busy when the CRM cannot answer', async () => {
    const { db } = database;
    const crm = vi.fn((email: string, password: string) =>
      crmOwnerLogin(db, client(), email, password, language),
    );
    const deps = (address: string) => ({ address, now: NOW, crm });
    const viaCrm = await authenticate(db, 'ann@example.be', 'crm password', deps('c1'));
    expect(viaCrm.ok && viaCrm.owner.crm_person_id).toBe(31);
    const local = await authenticate(db, 'local', 'site password', deps('c2'));
    expect(local.ok && local.owner.username).toBe('local');
    // a site owner's wrong password is not tried at the CRM
    crm.mockClear();
    expect((await authenticate(db, 'local@example.be', 'crm password', deps('c3'))).ok).toBe(false);
    expect(crm).not.toHaveBeenCalled();
    standIn.failNext('CheckPersonLogin', { kind: 'http', status: 500 });
    expect(await authenticate(db, 'ann@example.be', 'crm password', deps('c4'))).toEqual({
      ok: false,
      reason: 'busy',
    });
    // without a CRM, nothing changes: the CRM owner's password is not the site's
    expect(
      (await authenticate(db, 'ann@example.be', 'crm password', { address: 'c5', now: NOW })).ok,
    ).toBe(false);
  });

  it('shows fresh figures, then stale ones at once while asking again, never waiting past the limit', async () => {
    const { db } = database;
    const fetch =
      (timeoutMs = 3000) =>
      () =>
        fetchCrmFigures(client(timeoutMs), 501, 1);
    const first = await crmFiguresFor(db, 501, 'nl', fetch(), { now: NOW });
    expect(first).toMatchObject({ state: 'fresh', figures: { matching: { total: 14 } } });
    const cached = await crmFiguresFor(
      db,
      501,
      'nl',
      () => Promise.reject(new Error('not asked')),
      {
        now: NOW + 1000,
      },
    );
    expect(cached.state).toBe('fresh');

    // older than FRESH_MS and the CRM slow: the stored figures come at once
    standIn.failNext('GetVisitStatisticOfProperty', { kind: 'slow', ms: 4000 });
    const started = Date.now();
    const stale = await crmFiguresFor(db, 501, 'nl', fetch(), {
      now: Date.now() + FRESH_MS + 1000,
    });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(stale).toMatchObject({ state: 'stale', figures: { visits: { total: 120 } } });
    await settleCrmFigureRefreshes();
  });

  it('says unavailable within the wait when the CRM is slow or down and nothing is cached, and does not hammer it', async () => {
    const { db } = database;
    const fetch = () => fetchCrmFigures(client(6000), 501, 1);
    standIn.failNext('GetMatchingStatisticOfProperty', { kind: 'slow', ms: 4000 });
    const started = Date.now();
    expect(await crmFiguresFor(db, 501, 'fr', fetch, { waitMs: 300 })).toEqual({
      state: 'unavailable',
    });
    expect(Date.now() - started).toBeLessThan(2000);
    await settleCrmFigureRefreshes();
    // the slow answer, once it came, is there for the next view
    expect((await crmFiguresFor(db, 501, 'fr', fetch)).state).toBe('fresh');

    standIn.failNext('GetVisitStatisticOfProperty', { kind: 'refuse', message: 'No access.' });
    expect(await crmFiguresFor(db, 501, 'en', fetch)).toEqual({ state: 'unavailable' });
    const asked = standIn.calls.length;
    expect(await crmFiguresFor(db, 501, 'en', fetch)).toEqual({ state: 'unavailable' });
    expect(standIn.calls.length).toBe(asked);
    expect(
      (await crmFiguresFor(db, 501, 'en', fetch, { now: Date.now() + RETRY_MS + 1 })).state,
    ).toBe('fresh');
  });

  it('registers a confirmed alert as DemandRegister and its unsubscribe as UnsubscribeDemandPerson with the CRM’s ids', async () => {
    const { db } = database;
    const crm = { languageIds: IDS };
    const alertOf = async (email: string) => {
      const id = await createAlert(
        db,
        {
          email,
          locale: 'fr',
          goal: 'sale',
          query: JSON.stringify({ city: ['Gent|9000'], type: ['1'], max: '300000' }),
          frequency: 'daily',
        },
        NOW,
      );
      await confirmByToken(db, KEY, alertToken(KEY, 'confirm', id, email), NOW, crm);
      return id;
    };
    const first = await alertOf('seeker@example.be');
    const register = (await listOutbox(db)).find((row) => row.recipient === 'DemandRegister')!;
    expect(JSON.parse(register.crm_call!)).toEqual({
      Email: 'seeker@example.be',
      Goal: 0,
      TypeOfPropertyIDs: [1],
      Zips: ['9000'],
      PriceMax: 300000,
      LanguageId: 2,
    });
    // a second click on the confirmation link registers nothing more
    await confirmByToken(db, KEY, alertToken(KEY, 'confirm', first, 'seeker@example.be'), NOW, crm);
    expect((await listOutbox(db)).filter((row) => row.recipient === 'DemandRegister')).toHaveLength(
      1,
    );

    // left before its DemandRegister was delivered: the unsubscribe waits for it
    await unsubscribeByToken(
      db,
      KEY,
      alertToken(KEY, 'unsubscribe', first, 'seeker@example.be'),
      NOW,
      crm,
    );
    standIn.failNext('DemandRegister', { kind: 'http', status: 500 });
    // delivery marks its attempts by the real clock
    const start = Date.now();
    const tooEarly = await deliverDueCrmCalls(db, client(), noRequestRows, start);
    expect(tooEarly).toEqual({ sent: 0, failed: 2 });
    const waiting = (await listOutbox(db)).find(
      (row) => row.recipient === 'UnsubscribeDemandPerson',
    )!;
    expect(waiting.last_error).toMatch(
      /waiting for its DemandRegister \(outbox \d+\) to be delivered/,
    );

    standIn.calls.length = 0;
    await deliverDueCrmCalls(db, client(), noRequestRows, start + 5 * 60_000);
    await deliverDueCrmCalls(db, client(), noRequestRows, start + 10 * 60_000);
    const sent = standIn.calls.map((call) => call.method);
    expect(sent).toEqual(['DemandRegister', 'UnsubscribeDemandPerson']);
    // the stand-in answers DemandRegister with { DemandID, ID: 90000 + DemandID }
    const { DemandID, ID, LanguageId } = standIn.calls[1]!.params;
    expect({ ID, LanguageId }).toEqual({ ID: 90_000 + Number(DemandID), LanguageId: 2 });
    expect(Number(DemandID)).toBeGreaterThanOrEqual(7000);
    expect(standIn.calls[1]!.params).not.toHaveProperty('$demandRegister');
    expect((await listOutbox(db, { unsentOnly: true })).length).toBe(0);

    // "stop all" of the manage page leaves each registered alert in the CRM
    const second = await alertOf('other@example.be');
    await alertOf('other@example.be');
    await manageAlert(
      db,
      KEY,
      alertToken(KEY, 'manage', second, 'other@example.be'),
      { all: true },
      NOW,
      crm,
    );
    const calls = (await listOutbox(db, { unsentOnly: true })).map((row) => row.recipient).sort();
    expect(calls).toEqual([
      'DemandRegister',
      'DemandRegister',
      'UnsubscribeDemandPerson',
      'UnsubscribeDemandPerson',
    ]);
  });

  it('sends no CRM call for an alert without a CRM', async () => {
    const { db } = database;
    const before = (await listOutbox(db, { limit: 500 })).length;
    const id = await createAlert(
      db,
      { email: 'plain@example.be', locale: 'en', goal: 'rent', query: '{}', frequency: 'weekly' },
      NOW,
    );
    await confirmByToken(db, KEY, alertToken(KEY, 'confirm', id, 'plain@example.be'), NOW);
    await unsubscribeByToken(db, KEY, alertToken(KEY, 'unsubscribe', id, 'plain@example.be'), NOW);
    expect((await listOutbox(db, { limit: 500 })).length).toBe(before);
  });

  it('answers "forgot password" of a CRM owner with the CRM’s call only when configured so', async () => {
    const { db } = database;
    const deps = (now: number, crmForgot?: ResetMailDeps['crmForgot']): ResetMailDeps => ({
      now,
      targetKey: (email) => `key:${email}`,
      linkFor: (_locale, token) => `https://example.be/login?reset=${token}`,
      translate: async () => ((key: string) => key) as unknown as Translate,
      agencyName: 'Horizon',
      fallbackLocale: 'en',
      ...(crmForgot && { crmForgot }),
    });
    expect(await sendResetLink(db, 'ann@example.be', deps(NOW))).toBe('queued');
    const hour = 60 * 60_000;
    expect(await sendResetLink(db, 'ann@example.be', deps(NOW + hour, { languageIds: IDS }))).toBe(
      'crm',
    );
    const call = (await listOutbox(db, { limit: 500 })).find(
      (row) => row.recipient === 'GetPersonForgetPassword',
    )!;
    expect(JSON.parse(call.crm_call!)).toEqual({ Email: 'ann@example.be', LanguageId: 1 });
    // a site owner keeps the site's link
    expect(
      await sendResetLink(db, 'local@example.be', deps(NOW + 2 * hour, { languageIds: IDS })),
    ).toBe('queued');
  });
});
