import { expect, it, vi } from 'vitest';
import { RESET_MAIL_PERIOD_MS, sendResetLink, type ResetMailDeps } from '@/lib/auth/password-reset';
import { claimMailTurn } from '@/lib/db/mail-turns';
import { consumePasswordReset, createOwner } from '@/lib/db/owners';
import { confirmSubscription, subscribe } from '@/lib/db/requests';
import { NEWSLETTER_MAIL_PERIOD_MS } from '@/lib/db/request-records';
import { storeRequest } from '@/lib/forms/store';
import { describeEachStore } from './support';

const T0 = Date.UTC(2026, 10, 27, 9, 0, 0);

describeEachStore('mails to one address', (database) => {
  it('give each address one turn per period and purpose, shared by every instance', async () => {
    const { db } = database;
    const period = 30 * 60_000;
    const claims = await Promise.all(
      Array.from({ length: 6 }, () => claimMailTurn(db, 'test', 'target-a', period, T0 + 60_000)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimMailTurn(db, 'test', 'target-b', period, T0 + 60_000)).toBe(true);
    expect(await claimMailTurn(db, 'other', 'target-a', period, T0 + 60_000)).toBe(true);
    expect(await claimMailTurn(db, 'test', 'target-a', period, T0 + period - 1)).toBe(false);
    expect(await claimMailTurn(db, 'test', 'target-a', period, T0 + period)).toBe(true);
  });

  it('send an owner one reset mail per half hour however many ask, and every link mailed stays usable', async () => {
    const { db } = database;
    const ownerId = await createOwner(
      db,
      {
        username: 'held-owner',
        email: 'held.owner@example.be',
        passwordHash: 'scrypt$x',
        language: 'fr',
      },
      T0,
    );
    const links: string[] = [];
    const deps = (now: number): ResetMailDeps => ({
      now,
      targetKey: (email) => `key-of-${email}`,
      linkFor: (locale, token) => {
        links.push(token);
        return `https://site.example/${locale}/login/?reset=${token}`;
      },
      translate: async () => (key: string) => key,
      agencyName: 'Horizon',
      fallbackLocale: 'en',
    });
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    // four strangers ask within ten minutes, as the attack did (it then got "wait 35 minutes")
    const answers = [];
    for (let asked = 0; asked < 4; asked++)
      answers.push(await sendResetLink(db, 'Held.Owner@example.be', deps(T0 + asked * 150_000)));
    expect(answers).toEqual(['queued', 'held', 'held', 'held']);
    const mails = () =>
      db
        .selectFrom('outbox')
        .select('id')
        .where('recipient', '=', 'held.owner@example.be')
        .execute();
    expect(await mails()).toHaveLength(1);
    // the owner asks next: nothing more is mailed, and the link already in the mailbox works
    expect(await sendResetLink(db, 'held.owner@example.be', deps(T0 + 20 * 60_000))).toBe('held');
    expect(await consumePasswordReset(db, links[0]!, T0 + 25 * 60_000)).toBe(ownerId);
    // the next half hour, a new link; an older unused one is not revoked by it
    expect(await sendResetLink(db, 'held.owner@example.be', deps(T0 + RESET_MAIL_PERIOD_MS))).toBe(
      'queued',
    );
    expect(
      await sendResetLink(db, 'held.owner@example.be', deps(T0 + 2 * RESET_MAIL_PERIOD_MS)),
    ).toBe('queued');
    expect(await mails()).toHaveLength(3);
    expect(await consumePasswordReset(db, links[1]!, T0 + 2 * RESET_MAIL_PERIOD_MS + 1)).toBe(
      ownerId,
    );
    expect(info).toHaveBeenCalledWith('password reset: MAIL_HELD');
    info.mockRestore();
  });

  it('send a newsletter confirmation once a day at most, never to a confirmed address, with the same answer', async () => {
    const { db } = database;
    // the sign-up as the action stores it (its schema and guards passed), from any address
    const signUp = async (email: string, now: number) =>
      storeRequest(db, 'newsletter', 'fr', { email, consent: true }, now);
    /** Newsletter confirmations queued for the address (composed, to it, when they are sent). */
    const mailsTo = async (email: string) =>
      (
        await db
          .selectFrom('outbox')
          .innerJoin('submissions', 'submissions.id', 'outbox.submission_id')
          .select('outbox.id')
          .where('outbox.purpose', '=', 'newsletter-confirmation')
          .where('submissions.payload', 'like', `%"${email}"%`)
          .execute()
      ).length;

    // five sign-ups of one victim's address in ten minutes (the turn is the address's, wherever they come from)
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++)
      answers.push(await signUp('victim@example.be', T0 + attempt * 120_000));
    expect(answers.map((answer) => answer.ok)).toEqual([true, true, true, true, true]);
    expect(await mailsTo('victim@example.be')).toBe(1);
    expect((await signUp('victim@example.be', T0 + NEWSLETTER_MAIL_PERIOD_MS)).ok).toBe(true);
    expect(await mailsTo('victim@example.be'), 'the next day, one more').toBe(2);

    const id = await subscribe(db, 'reader@example.be', 'fr', T0);
    await confirmSubscription(db, id);
    expect((await signUp('reader@example.be', T0 + 1000)).ok).toBe(true);
    expect(await mailsTo('reader@example.be'), 'a confirmed reader gets no confirmation').toBe(0);
  });
});
