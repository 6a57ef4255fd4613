import { expect, it } from 'vitest';
import {
  bumpSessionVersion,
  consumePasswordReset,
  createOwner,
  createPasswordReset,
  findOwnerByLogin,
  linkProperty,
  ownerById,
  ownerListingIds,
  ownsListing,
  passwordResetValid,
  RESET_LINK_MS,
  setPassword,
} from '@/lib/db/owners';
import { recordPageView, viewBreakdown, viewsPerDay, viewTotals } from '@/lib/db/page-views';
import { statsWindows } from '@/lib/stats/calendar';
import { describeEachStore } from './support';

const T0 = Date.UTC(2026, 10, 21, 9, 0, 0);

describeEachStore('owners and statistics', (database) => {
  it('finds an owner by username or email in any letter case, and only their properties', async () => {
    const { db } = database;
    const id = await createOwner(
      db,
      {
        username: 'MartineD',
        email: 'Martine@Example.be',
        passwordHash: 'scrypt$x',
        language: 'fr',
      },
      T0,
    );
    const other = await createOwner(
      db,
      { username: 'jan', email: 'jan@example.be', passwordHash: 'scrypt$y', language: 'nl' },
      T0,
    );
    expect((await findOwnerByLogin(db, 'martined'))?.id).toBe(id);
    expect((await findOwnerByLogin(db, ' MARTINE@example.BE '))?.id).toBe(id);
    expect(await findOwnerByLogin(db, 'nobody')).toBeUndefined();
    expect(await findOwnerByLogin(db, '')).toBeUndefined();
    await linkProperty(db, id, 4102);
    await linkProperty(db, id, 4101);
    await linkProperty(db, id, 4101);
    await linkProperty(db, other, 4150);
    expect(await ownerListingIds(db, id)).toEqual([4101, 4102]);
    expect(await ownsListing(db, id, 4150)).toBe(false);
    expect(await ownsListing(db, other, 4150)).toBe(true);
  });

  it('raises the session version at logout and at a password change', async () => {
    const { db } = database;
    const id = await createOwner(
      db,
      {
        username: 'versions',
        email: 'versions@example.be',
        passwordHash: 'old',
        language: 'en',
      },
      T0,
    );
    expect((await ownerById(db, id))?.session_version).toBe(1);
    await bumpSessionVersion(db, id);
    expect((await ownerById(db, id))?.session_version).toBe(2);
    await setPassword(db, id, 'new');
    expect(await ownerById(db, id)).toMatchObject({ session_version: 3, password_hash: 'new' });
  });

  it('keeps a reset link valid for an hour and usable once', async () => {
    const { db } = database;
    const id = await createOwner(
      db,
      { username: 'reset', email: 'reset@example.be', passwordHash: 'x', language: 'de' },
      T0,
    );
    const token = await createPasswordReset(db, id, T0);
    expect(
      await db
        .selectFrom('password_resets')
        .select('token_hash')
        .where('owner_id', '=', id)
        .executeTakeFirst(),
    ).not.toEqual({ token_hash: token });
    expect(await passwordResetValid(db, token, T0 + RESET_LINK_MS - 1)).toBe(true);
    expect(await consumePasswordReset(db, token, T0 + RESET_LINK_MS)).toBeNull();
    const fresh = await createPasswordReset(db, id, T0);
    expect(await consumePasswordReset(db, fresh, T0 + 1000)).toBe(id);
    expect(await consumePasswordReset(db, fresh, T0 + 2000), 'once only').toBeNull();
    expect(await consumePasswordReset(db, 'made-up', T0)).toBeNull();
  });

  it('counts views per day, kind and source, and sums them over Brussels windows', async () => {
    const { db } = database;
    // Monday 16 to Sunday 22 November 2026; "now" is Sunday 22, 23:30 in Brussels
    const now = Date.UTC(2026, 10, 22, 22, 30);
    const views: [string, 'detail' | 'print' | 'map', 'direct' | 'search' | 'portal'][] = [
      ['2026-10-31', 'detail', 'direct'],
      ['2026-11-01', 'detail', 'search'],
      ['2026-11-15', 'detail', 'portal'],
      ['2026-11-16', 'print', 'direct'],
      ['2026-11-22', 'detail', 'search'],
      ['2026-11-22', 'detail', 'search'],
      ['2026-11-22', 'map', 'direct'],
    ];
    await Promise.all(
      views.map(([day, kind, source]) =>
        recordPageView(db, { listingId: 4101, day, kind, source }),
      ),
    );
    await recordPageView(db, {
      listingId: 4102,
      day: '2026-11-22',
      kind: 'detail',
      source: 'direct',
    });
    expect(await viewTotals(db, 4101, statsWindows(now))).toEqual({
      today: 3,
      week: 4,
      month: 6,
      total: 7,
    });
    // half an hour later it is Monday 23: a new day and a new week, the same month
    expect(await viewTotals(db, 4101, statsWindows(now + 30 * 60_000))).toEqual({
      today: 0,
      week: 0,
      month: 6,
      total: 7,
    });
    expect(await viewBreakdown(db, 4101)).toEqual({
      byKind: { detail: 5, print: 1, map: 1 },
      bySource: { direct: 3, search: 3, portal: 1 },
    });
    expect(await viewsPerDay(db, 4101, '2026-11-15')).toEqual({
      '2026-11-15': 1,
      '2026-11-16': 1,
      '2026-11-22': 3,
    });
  });
});
