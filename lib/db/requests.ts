import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, Testimonial, TestimonialStatus } from './schema';

/** A search register ("I'm looking for") next to its submission, for matching new listings later. */
export async function storeDemand(
  db: Kysely<Database>,
  demand: { submissionId: number; goal: 'sale' | 'rent'; types: number[]; zones: string[]; minRooms: number | null; priceMin: number | null; priceMax: number | null },
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
export async function storeTestimonial(db: Kysely<Database>, input: { submissionId: number; locale: string; name: string; text: string }, now = Date.now()): Promise<number> {
  const row = await db
    .insertInto('testimonials')
    .values({ submission_id: input.submissionId, locale: input.locale, name: input.name, text: input.text, status: 'pending', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setTestimonialStatus(db: Kysely<Database>, id: number, status: TestimonialStatus): Promise<void> {
  await db.updateTable('testimonials').set({ status }).where('id', '=', id).execute();
}

export async function approvedTestimonials(db: Kysely<Database>, locale: string, limit = 20): Promise<Testimonial[]> {
  return db.selectFrom('testimonials').selectAll().where('status', '=', 'approved').where('locale', '=', locale).orderBy('created_at', 'desc').limit(limit).execute();
}

/**
 * Subscribes an address (again, after an unsubscribe) and returns the token of its unsubscribe
 * link. Subscribing twice keeps one row and its token.
 */
export async function subscribe(db: Kysely<Database>, email: string, locale: string, now = Date.now()): Promise<string> {
  const address = email.trim().toLowerCase();
  const existing = await db.selectFrom('newsletter_subscribers').select(['id', 'token', 'unsubscribed_at']).where('email', '=', address).executeTakeFirst();
  if (existing) {
    await db.updateTable('newsletter_subscribers').set({ unsubscribed_at: null, locale, subscribed_at: existing.unsubscribed_at ? now : undefined }).where('id', '=', existing.id).execute();
    return existing.token;
  }
  const token = randomBytes(24).toString('base64url');
  await db.insertInto('newsletter_subscribers').values({ email: address, locale, token, subscribed_at: now, unsubscribed_at: null }).onConflict((conflict) => conflict.column('email').doNothing()).execute();
  const stored = await db.selectFrom('newsletter_subscribers').select('token').where('email', '=', address).executeTakeFirstOrThrow();
  return stored.token;
}

/** Ends a subscription by its token; false when no subscription has that token. */
export async function unsubscribe(db: Kysely<Database>, token: string, now = Date.now()): Promise<boolean> {
  const result = await db.updateTable('newsletter_subscribers').set({ unsubscribed_at: now }).where('token', '=', token).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function isSubscribed(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db.selectFrom('newsletter_subscribers').select('unsubscribed_at').where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  return Boolean(row && row.unsubscribed_at === null);
}

/**
 * Marks a captcha challenge as used; false when it was used before (single use). Expired entries
 * are dropped on the way.
 */
export async function consumeChallenge(db: Kysely<Database>, signature: string, expiresAt: number, now = Date.now()): Promise<boolean> {
  await db.deleteFrom('used_challenges').where('expires_at', '<', now).execute();
  const result = await db.insertInto('used_challenges').values({ signature, expires_at: expiresAt }).onConflict((conflict) => conflict.column('signature').doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
