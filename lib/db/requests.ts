import type { Kysely } from 'kysely';
import type { Database, Testimonial, TestimonialStatus } from './schema';

/** A search register ("I'm looking for") next to its submission, for matching new listings later. */
export async function storeDemand(
  db: Kysely<Database>,
  demand: {
    submissionId: number;
    goal: 'sale' | 'rent';
    types: number[];
    zones: string[];
    minRooms: number | null;
    priceMin: number | null;
    priceMax: number | null;
  },
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('demands')
    .values({
      submission_id: demand.submissionId,
      goal: demand.goal,
      types: JSON.stringify(demand.types),
      zones: JSON.stringify(demand.zones),
      min_rooms: demand.minRooms,
      price_min: demand.priceMin,
      price_max: demand.priceMax,
      created_at: now,
    })
    .execute();
}

/** A testimonial waits for moderation: it is stored as pending and shown only once approved. */
export async function storeTestimonial(
  db: Kysely<Database>,
  input: { submissionId: number; locale: string; name: string; text: string },
  now = Date.now(),
): Promise<number> {
  const row = await db
    .insertInto('testimonials')
    .values({
      submission_id: input.submissionId,
      locale: input.locale,
      name: input.name,
      text: input.text,
      status: 'pending',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setTestimonialStatus(
  db: Kysely<Database>,
  id: number,
  status: TestimonialStatus,
): Promise<void> {
  await db.updateTable('testimonials').set({ status }).where('id', '=', id).execute();
}

export async function approvedTestimonials(
  db: Kysely<Database>,
  locale: string | null,
  limit = 20,
): Promise<Testimonial[]> {
  let query = db.selectFrom('testimonials').selectAll().where('status', '=', 'approved');
  if (locale !== null) query = query.where('locale', '=', locale);
  return query.orderBy('created_at', 'desc').limit(limit).execute();
}

/**
 * Records a newsletter sign-up (again, after an unsubscribe: it then waits for a new
 * confirmation). Returns the subscriber's id, which the signed confirmation and unsubscribe links
 * name. Signing up twice keeps one row.
 */
export async function subscribe(
  db: Kysely<Database>,
  email: string,
  locale: string,
  now = Date.now(),
): Promise<number> {
  const address = email.trim().toLowerCase();
  await db
    .insertInto('newsletter_subscribers')
    .values({
      email: address,
      locale,
      subscribed_at: now,
      confirmed_at: null,
      unsubscribed_at: null,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
  const row = await db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'unsubscribed_at'])
    .where('email', '=', address)
    .executeTakeFirstOrThrow();
  if (row.unsubscribed_at !== null) {
    await db
      .updateTable('newsletter_subscribers')
      .set({ locale, subscribed_at: now, confirmed_at: null, unsubscribed_at: null })
      .where('id', '=', row.id)
      .execute();
  } else {
    await db
      .updateTable('newsletter_subscribers')
      .set({ locale })
      .where('id', '=', row.id)
      .execute();
  }
  return row.id;
}

export async function subscriberById(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The subscriber clicked the confirmation link. */
export async function confirmSubscription(
  db: Kysely<Database>,
  id: number,
  now = Date.now(),
): Promise<void> {
  await db
    .updateTable('newsletter_subscribers')
    .set({ confirmed_at: now })
    .where('id', '=', id)
    .where('confirmed_at', 'is', null)
    .execute();
}

export async function unsubscribe(
  db: Kysely<Database>,
  id: number,
  now = Date.now(),
): Promise<void> {
  await db
    .updateTable('newsletter_subscribers')
    .set({ unsubscribed_at: now })
    .where('id', '=', id)
    .where('unsubscribed_at', 'is', null)
    .execute();
}

/** Confirmed and not unsubscribed: the addresses a newsletter may go to. */
export async function isSubscribed(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('newsletter_subscribers')
    .select(['confirmed_at', 'unsubscribed_at'])
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return Boolean(row && row.confirmed_at !== null && row.unsubscribed_at === null);
}

/**
 * Marks a captcha challenge as used; false when it was used before (single use). Expired entries
 * are dropped on the way.
 */
export async function consumeChallenge(
  db: Kysely<Database>,
  signature: string,
  expiresAt: number,
  now = Date.now(),
): Promise<boolean> {
  await db.deleteFrom('used_challenges').where('expires_at', '<', now).execute();
  const result = await db
    .insertInto('used_challenges')
    .values({ signature, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('signature').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
