import { beforeEach, expect, it, onTestFinished } from 'vitest';
import { storeSubmission } from '@/lib/db/submissions';
import {
  appointmentsFrom,
  holdAppointment,
  HOLDS_PER_ADDRESS,
  releaseAppointment,
  requestAppointment,
  slotsHeld,
} from '@/lib/db/visits';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { describeEachStore } from './support';

const T0 = Date.UTC(2026, 10, 27, 9);
const TODAY = '2026-11-27';
let SLOT = { listingId: 4102, date: '2026-12-02', slot: '10:00-13:00' };
let nextListing = 4102;
const rules = { capacity: 2, today: TODAY, now: T0 };

async function request(
  db: Kysely<Database>,
  holder: string,
  slot: { listingId: number; date: string; slot: string } = SLOT,
): Promise<number | null> {
  const submissionId = await storeSubmission(db, { kind: 'visit', locale: 'fr', payload: {} }, T0);
  return requestAppointment(db, { submissionId, ...slot, holder }, rules.capacity, T0);
}

describeEachStore('visit slots', (database, store) => {
  // the tests share a database: each asks for a property of its own
  beforeEach(() => {
    nextListing += 10;
    SLOT = { ...SLOT, listingId: nextListing };
  });

  it('a request holds no place: any number of unconfirmed requests leaves the slot open (issue 33, 8)', async () => {
    const { db } = database;
    for (let n = 0; n < 6; n += 1) expect(await request(db, `script-${n}`)).not.toBeNull();
    expect(await slotsHeld(db, SLOT.listingId, SLOT.date)).toEqual({});
    const rows = await appointmentsFrom(db, TODAY, { listingId: SLOT.listingId });
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((row) => row.state))).toEqual(new Set(['waiting']));
  });

  it('confirmed requests hold places up to the capacity; then the slot is full for holds and new requests', async () => {
    const { db } = database;
    const ids = await Promise.all(['a', 'b', 'c'].map((holder) => request(db, holder)));
    const outcomes = await Promise.all(ids.map((id) => holdAppointment(db, id!, 'visitor', rules)));
    expect(outcomes.filter((outcome) => outcome === 'held')).toHaveLength(2);
    expect(outcomes.filter((outcome) => outcome === 'full')).toHaveLength(1);
    expect(await slotsHeld(db, SLOT.listingId, SLOT.date)).toEqual({ [SLOT.slot]: 2 });
    expect(await request(db, 'd')).toBeNull();
    expect(await request(db, 'd', { ...SLOT, slot: '14:00-16:00' })).not.toBeNull();
  });

  it('many visitors holding the last places at once never hold more than the capacity (each on a connection of its own on PostgreSQL)', async () => {
    const { db, dialect } = database;
    // each insert's commit made slow, as on a loaded server: the window in which another hold
    // could count before an earlier one was committed (three held two places in CI)
    if (dialect === 'postgres') {
      await sql`create or replace function slow_commit() returns trigger language plpgsql as $$
        begin perform pg_sleep(random() * 0.05); return new; end $$`.execute(db);
      await sql`create trigger slow_commit after insert on slot_holds for each row execute function slow_commit()`.execute(
        db,
      );
    }
    onTestFinished(async () => {
      if (dialect === 'postgres') await sql`drop trigger slow_commit on slot_holds`.execute(db);
    });
    for (let round = 0; round < 5; round += 1) {
      const slot = { ...SLOT, slot: `round-${round}` };
      const holders = Array.from({ length: 8 }, (_, n) => `rush-${round}-${n}`);
      const ids = await Promise.all(holders.map((holder) => request(db, holder, slot)));
      const outcomes = await Promise.all(
        ids.map((id) => holdAppointment(db, id!, 'visitor', rules)),
      );
      expect(outcomes.filter((outcome) => outcome === 'held')).toHaveLength(rules.capacity);
      expect(outcomes.filter((outcome) => outcome === 'full')).toHaveLength(
        holders.length - rules.capacity,
      );
      expect((await slotsHeld(db, slot.listingId, slot.date))[slot.slot]).toBe(rules.capacity);
    }
  });

  if (store === 'postgres')
    it('a hold that cannot get the lock within its wait fails with an error instead of hanging, and holds nothing', async () => {
      const { db } = database;
      const id = (await request(db, 'waiting'))!;
      // another instance's hold stuck inside its transaction, the lock taken
      await db.transaction().execute(async (stuck) => {
        await sql`select pg_advisory_xact_lock(hashtextextended('slot_holds:' || current_schema(), 0))`.execute(
          stuck,
        );
        const started = Date.now();
        await expect(
          holdAppointment(db, id, 'visitor', { ...rules, lockWaitMs: 300 }),
        ).rejects.toThrow(/lock timeout/);
        expect(Date.now() - started).toBeLessThan(5_000);
      });
      expect(await slotsHeld(db, SLOT.listingId, SLOT.date)).toEqual({});
      expect(await holdAppointment(db, id, 'visitor', rules)).toBe('held');
    });

  it('a second click holds nothing more; a released place opens the slot and its link cannot take it back', async () => {
    const { db } = database;
    const first = (await request(db, 'a'))!;
    expect(await holdAppointment(db, first, 'visitor', rules)).toBe('held');
    expect(await holdAppointment(db, first, 'visitor', rules)).toBe('held');
    expect(await slotsHeld(db, SLOT.listingId, SLOT.date)).toEqual({ [SLOT.slot]: 1 });
    expect(await releaseAppointment(db, first, T0)).toBe(true);
    expect(await releaseAppointment(db, first, T0)).toBe(false);
    expect(await slotsHeld(db, SLOT.listingId, SLOT.date)).toEqual({});
    expect(await holdAppointment(db, first, 'visitor', rules)).toBe('released');
    expect(
      (await appointmentsFrom(db, TODAY, { listingId: SLOT.listingId })).map((row) => row.state),
    ).toEqual([]);
    expect(
      (await appointmentsFrom(db, TODAY, { listingId: SLOT.listingId, released: true })).map(
        (row) => row.state,
      ),
    ).toEqual(['released']);
  });

  it('one address holds one place per property and a few upcoming visits; the agency is not bound by that', async () => {
    const { db } = database;
    const same = (await request(db, 'one'))!;
    const again = (await request(db, 'one', { ...SLOT, slot: '14:00-16:00' }))!;
    expect(await holdAppointment(db, same, 'visitor', rules)).toBe('held');
    expect(await holdAppointment(db, again, 'visitor', rules)).toBe('too-many');
    for (let n = 1; n < HOLDS_PER_ADDRESS.upcoming; n += 1)
      expect(
        await holdAppointment(
          db,
          (await request(db, 'one', { ...SLOT, listingId: SLOT.listingId + n }))!,
          'visitor',
          rules,
        ),
      ).toBe('held');
    const beyond = (await request(db, 'one', { ...SLOT, listingId: SLOT.listingId + 9 }))!;
    expect(await holdAppointment(db, beyond, 'visitor', rules)).toBe('too-many');
    expect(await holdAppointment(db, again, 'agency', rules)).toBe('held');
    const rows = await appointmentsFrom(db, TODAY, { listingId: SLOT.listingId });
    expect(rows.map((row) => [row.slot, row.state, row.heldBy])).toEqual([
      ['10:00-13:00', 'held', 'visitor'],
      ['14:00-16:00', 'held', 'agency'],
    ]);
  });

  it('a visit whose day has come cannot be held, and an unknown request holds nothing', async () => {
    const { db } = database;
    const id = (await request(db, 'late', { ...SLOT, date: TODAY }))!;
    expect(await holdAppointment(db, id, 'visitor', rules)).toBe('past');
    expect(await holdAppointment(db, 999_999, 'agency', rules)).toBe('unknown');
  });
});
