import { sql, type Kysely } from 'kysely';
import { isPostgres } from './is-postgres';
import type { Database, HoldSource } from './schema';

/*
 * Visit slots (§9). A request asks for a slot; it takes a place there only once HELD: by the
 * visitor through the signed link mailed to the address they gave, or by the agency. So a script
 * that sends requests fills no slot: each place costs a mailbox that receives the link and a click
 * on it, and one address holds at most one slot of a property and a few upcoming visits overall.
 */

/** What one e-mail address may hold at a time, among visits still to come. */
export const HOLDS_PER_ADDRESS = { perListing: 1, upcoming: 3 };

export type AppointmentRequest = {
  submissionId: number;
  listingId: number;
  date: string;
  slot: string;
  /** A keyed hash of the request's e-mail address. */
  holder: string;
};

/** How many places of each slot of a property's day are held. */
export async function slotsHeld(
  db: Kysely<Database>,
  listingId: number,
  date: string,
): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('slot_holds')
    .select(['slot', (eb) => eb.fn.countAll<number>().as('held')])
    .where('listing_id', '=', listingId)
    .where('date', '=', date)
    .where('released_at', 'is', null)
    .groupBy('slot')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.slot, Number(row.held)]));
}

/**
 * Stores a visit request for a slot that still has a free place ("The appointments are full"
 * otherwise: null); it holds nothing yet. Returns the request's appointment id, which the
 * visitor's confirmation link names.
 */
export async function requestAppointment(
  db: Kysely<Database>,
  request: AppointmentRequest,
  capacity: number,
  now = Date.now(),
): Promise<number | null> {
  const held = (await slotsHeld(db, request.listingId, request.date))[request.slot] ?? 0;
  if (held >= capacity) return null;
  const { id } = await db
    .insertInto('appointments')
    .values({
      submission_id: request.submissionId,
      listing_id: request.listingId,
      date: request.date,
      slot: request.slot,
      holder: request.holder,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export type HoldOutcome =
  /** The place is the request's now (or was already: a second click). */
  | 'held'
  /** Every place of the slot was held by others first. */
  | 'full'
  /** The visit's day has come or gone. */
  | 'past'
  /** The address holds as much as HOLDS_PER_ADDRESS allows already. */
  | 'too-many'
  /** The agency released it: this request holds nothing again. */
  | 'released'
  | 'unknown';

/**
 * Holds the place of a visit request in its slot, unless every place is held or the request's
 * address holds its share already (the agency's own holds skip that share). `today` is the
 * Brussels day: a visit on it or before cannot be held any more.
 *
 * Two holds never decide at once: each runs in a transaction that first takes the holds' lock
 * (lockHolds), so the count it reads includes every hold decided before it, and two instances
 * holding the last place at once cannot both get it. The hold is inserted before anything is read,
 * so on SQLite the transaction is a writer from its first statement (another process's write in
 * between cannot make it fail), and it is taken out again when a limit refuses it.
 */
export async function holdAppointment(
  db: Kysely<Database>,
  appointmentId: number,
  by: Exclude<HoldSource, 'request'>,
  {
    capacity,
    today,
    now = Date.now(),
    lockWaitMs = HOLD_LOCK_WAIT_MS,
  }: { capacity: number; today: string; now?: number; lockWaitMs?: number },
): Promise<HoldOutcome> {
  const appointment = await db
    .selectFrom('appointments')
    .selectAll()
    .where('id', '=', appointmentId)
    .executeTakeFirst();
  if (!appointment) return 'unknown';
  return db.transaction().execute(async (trx) => {
    await lockHolds(trx, lockWaitMs);
    const inserted = await trx
      .insertInto('slot_holds')
      .values({
        appointment_id: appointment.id,
        listing_id: appointment.listing_id,
        date: appointment.date,
        slot: appointment.slot,
        held_by: by,
        held_at: now,
      })
      .onConflict((conflict) => conflict.column('appointment_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const existing = await trx
        .selectFrom('slot_holds')
        .select('released_at')
        .where('appointment_id', '=', appointment.id)
        .executeTakeFirstOrThrow();
      return existing.released_at === null ? 'held' : 'released';
    }
    const refused = await refusal(trx, appointment, inserted.id, by, capacity, today);
    if (!refused) return 'held';
    await trx.deleteFrom('slot_holds').where('id', '=', inserted.id).execute();
    return refused;
  });
}

/**
 * How long a hold waits for the holds' lock before it gives up with an error (the visitor is told
 * to open the link again later: lib/forms/visit-confirm.ts): a hold takes milliseconds, so only a
 * stuck connection holds the lock that long, and the visitor's page must not wait on it.
 */
export const HOLD_LOCK_WAIT_MS = 5_000;

/**
 * Waits for the holds' lock, which the transaction keeps until it ends. On PostgreSQL an advisory
 * lock named after the site's schema: without it, a hold counted while another instance's earlier
 * hold was inserted but not yet committed, and three visitors took the two places of a slot
 * (seen in CI). SQLite needs none: it lets one writer at a time in, and each hold writes first
 * (a busy writer is waited for at most the connection's busy timeout).
 */
async function lockHolds(trx: Kysely<Database>, waitMs: number): Promise<void> {
  if (!isPostgres(trx)) return;
  // a whole number of milliseconds, bounded: SET takes no bound parameter
  const wait = Math.max(1, Math.min(60_000, Math.round(waitMs)));
  await sql.raw(`set local lock_timeout = ${wait}`).execute(trx);
  await sql`select pg_advisory_xact_lock(hashtextextended('slot_holds:' || current_schema(), 0))`.execute(
    trx,
  );
}

/** Why a hold just inserted (`holdId`) may not stay, or null when it may. */
async function refusal(
  trx: Kysely<Database>,
  appointment: { listing_id: number; date: string; slot: string; holder: string | null },
  holdId: number,
  by: Exclude<HoldSource, 'request'>,
  capacity: number,
  today: string,
): Promise<Exclude<HoldOutcome, 'held' | 'released' | 'unknown'> | null> {
  if (appointment.date <= today) return 'past';
  if (by === 'visitor' && appointment.holder !== null) {
    const holds = await trx
      .selectFrom('slot_holds')
      .innerJoin('appointments', 'appointments.id', 'slot_holds.appointment_id')
      .select('slot_holds.listing_id')
      .where('appointments.holder', '=', appointment.holder)
      .where('slot_holds.released_at', 'is', null)
      .where('slot_holds.date', '>', today)
      .where('slot_holds.id', '!=', holdId)
      .execute();
    if (
      holds.length >= HOLDS_PER_ADDRESS.upcoming ||
      holds.filter((hold) => hold.listing_id === appointment.listing_id).length >=
        HOLDS_PER_ADDRESS.perListing
    )
      return 'too-many';
  }
  const row = await trx
    .selectFrom('slot_holds')
    .select((eb) => eb.fn.countAll<number>().as('held'))
    .where('listing_id', '=', appointment.listing_id)
    .where('date', '=', appointment.date)
    .where('slot', '=', appointment.slot)
    .where('released_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.held) > capacity ? 'full' : null;
}

/** Gives a held place back to its slot (the agency's decision); false when it held none. */
export async function releaseAppointment(
  db: Kysely<Database>,
  appointmentId: number,
  now = Date.now(),
): Promise<boolean> {
  const result = await db
    .updateTable('slot_holds')
    .set({ released_at: now })
    .where('appointment_id', '=', appointmentId)
    .where('released_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type AppointmentState = 'waiting' | 'held' | 'released';

export type AppointmentRow = {
  id: number;
  submissionId: number;
  listingId: number;
  date: string;
  slot: string;
  requestedAt: number;
  state: AppointmentState;
  heldBy: HoldSource | null;
  heldAt: number | null;
};

/**
 * The visit requests from `fromDate` on, by day and slot: those held (and by whom), those still
 * waiting for the visitor's confirmation, and, with `released`, those the agency released.
 */
export async function appointmentsFrom(
  db: Kysely<Database>,
  fromDate: string,
  { listingId, released = false }: { listingId?: number; released?: boolean } = {},
): Promise<AppointmentRow[]> {
  let query = db
    .selectFrom('appointments')
    .leftJoin('slot_holds', 'slot_holds.appointment_id', 'appointments.id')
    .select([
      'appointments.id',
      'appointments.submission_id',
      'appointments.listing_id',
      'appointments.date',
      'appointments.slot',
      'appointments.created_at',
      'slot_holds.held_by',
      'slot_holds.held_at',
      'slot_holds.released_at',
    ])
    .where('appointments.date', '>=', fromDate);
  if (listingId !== undefined) query = query.where('appointments.listing_id', '=', listingId);
  const rows = await query
    .orderBy('appointments.date')
    .orderBy('appointments.listing_id')
    .orderBy('appointments.slot')
    .orderBy('appointments.id')
    .execute();
  return rows
    .map((row): AppointmentRow => {
      const state: AppointmentState =
        row.held_by === null ? 'waiting' : row.released_at === null ? 'held' : 'released';
      return {
        id: row.id,
        submissionId: row.submission_id,
        listingId: row.listing_id,
        date: row.date,
        slot: row.slot,
        requestedAt: Number(row.created_at),
        state,
        heldBy: row.held_by,
        heldAt: row.held_at === null ? null : Number(row.held_at),
      };
    })
    .filter((row) => released || row.state !== 'released');
}
