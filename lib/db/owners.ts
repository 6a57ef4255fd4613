import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database, Owner } from './schema';

export const RESET_LINK_MS = 60 * 60_000;

export async function createOwner(
  db: Kysely<Database>,
  owner: { username: string; email: string; passwordHash: string; language: string },
  now = Date.now(),
): Promise<number> {
  const row = await db
    .insertInto('owners')
    .values({
      username: owner.username.trim().toLowerCase(),
      email: owner.email.trim().toLowerCase(),
      password_hash: owner.passwordHash,
      language: owner.language,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The owner a login names: username or email, in any letter case. */
export async function findOwnerByLogin(
  db: Kysely<Database>,
  login: string,
): Promise<Owner | undefined> {
  const value = login.trim().toLowerCase();
  if (!value) return undefined;
  return db
    .selectFrom('owners')
    .selectAll()
    .where((eb) => eb.or([eb('username', '=', value), eb('email', '=', value)]))
    .executeTakeFirst();
}

export async function ownerById(db: Kysely<Database>, id: number): Promise<Owner | undefined> {
  return db.selectFrom('owners').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Ends every session of an owner (logout, password change): their version no longer matches. */
export async function bumpSessionVersion(db: Kysely<Database>, ownerId: number): Promise<void> {
  await db
    .updateTable('owners')
    .set({ session_version: sql<number>`session_version + 1` })
    .where('id', '=', ownerId)
    .execute();
}

/** A new password ends the owner's other sessions too. */
export async function setPassword(
  db: Kysely<Database>,
  ownerId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('owners')
    .set({ password_hash: passwordHash, session_version: sql<number>`session_version + 1` })
    .where('id', '=', ownerId)
    .execute();
}

export async function linkProperty(
  db: Kysely<Database>,
  ownerId: number,
  listingId: number,
): Promise<void> {
  await db
    .insertInto('owner_properties')
    .values({ owner_id: ownerId, listing_id: listingId })
    .onConflict((conflict) => conflict.columns(['owner_id', 'listing_id']).doNothing())
    .execute();
}

export async function ownerListingIds(db: Kysely<Database>, ownerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('owner_properties')
    .select('listing_id')
    .where('owner_id', '=', ownerId)
    .orderBy('listing_id')
    .execute();
  return rows.map((row) => row.listing_id);
}

export async function ownsListing(
  db: Kysely<Database>,
  ownerId: number,
  listingId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('owner_properties')
    .select('listing_id')
    .where('owner_id', '=', ownerId)
    .where('listing_id', '=', listingId)
    .executeTakeFirst();
  return row !== undefined;
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A single-use reset token for an hour; only its hash is stored. */
export async function createPasswordReset(
  db: Kysely<Database>,
  ownerId: number,
  now = Date.now(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('password_resets')
    .values({
      token_hash: digest(token),
      owner_id: ownerId,
      expires_at: now + RESET_LINK_MS,
      used_at: null,
      created_at: now,
    })
    .execute();
  return token;
}

/** The owner a reset token belongs to, if it is valid and unused — and it is used up by this call. */
export async function consumePasswordReset(
  db: Kysely<Database>,
  token: string,
  now = Date.now(),
): Promise<number | null> {
  const hash = digest(token);
  const row = await db
    .selectFrom('password_resets')
    .select(['owner_id'])
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return null;
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? row.owner_id : null;
}

/** Whether a reset token is still valid, without using it (to show the form). */
export async function passwordResetValid(
  db: Kysely<Database>,
  token: string,
  now = Date.now(),
): Promise<boolean> {
  const row = await db
    .selectFrom('password_resets')
    .select('owner_id')
    .where('token_hash', '=', digest(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** What stands in for a password hash of an owner who signs in with the CRM's login: it matches no password. */
export const CRM_PASSWORD_MARK = '!crm';

export type CrmOwnerLink =
  | { status: 'linked'; owner: Owner }
  /** The email belongs to an owner of the site's own, not linked to the CRM: left alone. */
  | { status: 'taken' };

/**
 * The local owner of a CRM person, created on the first CRM login (its username is the email,
 * its password hash matches nothing: the password stays the CRM's) and kept up to date after;
 * its properties become those the CRM names, when it named them (`propertyIds` null: kept).
 */
export async function linkCrmOwner(
  db: Kysely<Database>,
  person: { id: number; email: string },
  language: string,
  propertyIds: readonly number[] | null,
  now = Date.now(),
): Promise<CrmOwnerLink> {
  const email = person.email.trim().toLowerCase();
  return db.transaction().execute(async (trx) => {
    let owner = await trx
      .selectFrom('owners')
      .selectAll()
      .where('crm_person_id', '=', person.id)
      .executeTakeFirst();
    if (!owner) {
      const sameEmail = await findOwnerByLogin(trx, email);
      if (sameEmail) return { status: 'taken' } as const;
      const id = await createOwner(
        trx,
        { username: email, email, passwordHash: CRM_PASSWORD_MARK, language },
        now,
      );
      await trx
        .updateTable('owners')
        .set({ crm_person_id: person.id })
        .where('id', '=', id)
        .execute();
    } else if (owner.email !== email) {
      const other = await findOwnerByLogin(trx, email);
      if (!other || other.id === owner.id)
        await trx.updateTable('owners').set({ email }).where('id', '=', owner.id).execute();
    }
    owner = (await trx
      .selectFrom('owners')
      .selectAll()
      .where('crm_person_id', '=', person.id)
      .executeTakeFirst())!;
    if (propertyIds !== null) {
      let removal = trx.deleteFrom('owner_properties').where('owner_id', '=', owner.id);
      if (propertyIds.length > 0) removal = removal.where('listing_id', 'not in', [...propertyIds]);
      await removal.execute();
      for (const listingId of propertyIds) await linkProperty(trx, owner.id, listingId);
    }
    return { status: 'linked', owner } as const;
  });
}
