import { sql, type Kysely } from 'kysely';
import { isPostgres } from './is-postgres';
import type { Database } from './schema';

/**
 * Data set versions (docs/importing-listings.md). A version is written whole and made current
 * in one transaction; every instance reads the pointer (`data_state`, key 'current') and follows.
 */
export const CURRENT = 'current';
export const DEFAULT_KEPT_VERSIONS = 5;

export type CurrentVersion = { id: number; switchedAt: number };

export async function currentVersion(db: Kysely<Database>): Promise<CurrentVersion | null> {
  const row = await db
    .selectFrom('data_state')
    .select(['version_id', 'switched_at'])
    .where('key', '=', CURRENT)
    .executeTakeFirst();
  return row ? { id: Number(row.version_id), switchedAt: Number(row.switched_at) } : null;
}

export async function versionContent(db: Kysely<Database>, id: number): Promise<Uint8Array | null> {
  const row = await db
    .selectFrom('data_versions')
    .select('content')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.content ?? null;
}

export type VersionRow = { id: number; createdAt: number; source: string; listingCount: number };

/** The versions kept, newest first. */
export async function listVersions(db: Kysely<Database>): Promise<VersionRow[]> {
  const rows = await db
    .selectFrom('data_versions')
    .select(['id', 'created_at', 'source', 'listing_count'])
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    createdAt: Number(row.created_at),
    source: row.source,
    listingCount: Number(row.listing_count),
  }));
}

/**
 * The PostgreSQL channel a switch is announced on (lib/db/version-notices.ts): instances that
 * share the database check at once instead of at their next poll. PostgreSQL delivers the notice
 * when the transaction commits, never before, and not at all if it rolls back.
 */
export const DATA_VERSION_CHANNEL = 'agency_data_version';

/** Announces a switch, naming the schema: instances of other sites sharing the database ignore it. */
async function announce(db: Kysely<Database>, versionId: number | null): Promise<void> {
  if (!isPostgres(db)) return;
  const id = versionId === null ? '' : String(versionId);
  await sql`select pg_notify(${DATA_VERSION_CHANNEL}, current_schema() || ':' || ${id})`.execute(
    db,
  );
}

async function point(db: Kysely<Database>, versionId: number, now: number): Promise<void> {
  await announce(db, versionId);
  await db
    .insertInto('data_state')
    .values({ key: CURRENT, version_id: versionId, switched_at: now })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({ version_id: versionId, switched_at: now }),
    )
    .execute();
}

export type NewVersion = { source: string; listingCount: number; summary: string; content: Buffer };

/**
 * Stores a version and makes it current in one transaction, then keeps only the newest `keep`
 * versions (never the current one): an instance reading in between sees the old version or the new.
 */
export async function saveVersion(
  db: Kysely<Database>,
  version: NewVersion,
  now: number,
  keep = DEFAULT_KEPT_VERSIONS,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('data_versions')
      .values({
        created_at: now,
        source: version.source,
        listing_count: version.listingCount,
        summary: version.summary,
        content: version.content,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(inserted.id);
    await point(trx, id, now);
    const kept = await trx
      .selectFrom('data_versions')
      .select('id')
      .orderBy('id', 'desc')
      .limit(Math.max(1, keep))
      .execute();
    const oldestKept = Math.min(...kept.map((row) => Number(row.id)));
    await trx.deleteFrom('data_versions').where('id', '<', oldestKept).execute();
    return id;
  });
}

/**
 * Makes the version before the current one current again. With none before it, the pointer goes
 * and the site serves its bundled data set. Returns the version now current (null: the bundled set),
 * or undefined when there was nothing to roll back.
 */
export async function rollBack(
  db: Kysely<Database>,
  now: number,
): Promise<number | null | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await currentVersion(trx);
    if (!current) return undefined;
    const previous = await trx
      .selectFrom('data_versions')
      .select('id')
      .where('id', '<', current.id)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    await trx.deleteFrom('data_versions').where('id', '=', current.id).execute();
    if (!previous) {
      await trx.deleteFrom('data_state').where('key', '=', CURRENT).execute();
      await announce(trx, null);
      return null;
    }
    await point(trx, Number(previous.id), now);
    return Number(previous.id);
  });
}

/** An import lock older than this was left by a process that died: the next import takes it over. */
export const STALE_LOCK_MS = 60 * 60 * 1000;

/** Takes the import lock, or returns who holds it. */
export async function takeImportLock(
  db: Kysely<Database>,
  holder: string,
  now: number,
): Promise<{ taken: true } | { taken: false; holder: string; since: number }> {
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('import_locks')
      .where('name', '=', 'import')
      .where('acquired_at', '<', now - STALE_LOCK_MS)
      .execute();
    const result = await trx
      .insertInto('import_locks')
      .values({ name: 'import', holder, acquired_at: now })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) return { taken: true as const };
    const row = await trx
      .selectFrom('import_locks')
      .select(['holder', 'acquired_at'])
      .where('name', '=', 'import')
      .executeTakeFirstOrThrow();
    return { taken: false as const, holder: row.holder, since: Number(row.acquired_at) };
  });
}

export async function releaseImportLock(db: Kysely<Database>, holder: string): Promise<void> {
  await db
    .deleteFrom('import_locks')
    .where('name', '=', 'import')
    .where('holder', '=', holder)
    .execute();
}

export type Locked = { status: 'locked'; message: string };

/** Runs an import or a rollback under the lock, or says who holds it. */
export async function withImportLock<T>(
  db: Kysely<Database>,
  holder: string,
  now: number,
  run: () => Promise<T>,
): Promise<T | Locked> {
  const lock = await takeImportLock(db, holder, now);
  if (!lock.taken)
    return {
      status: 'locked',
      message: `another import is running (${lock.holder}, since ${new Date(lock.since).toISOString()})`,
    };
  try {
    return await run();
  } finally {
    await releaseImportLock(db, holder);
  }
}

export type StoredMedia = {
  key: string;
  contentType: string;
  width: number;
  height: number;
  bytes: Uint8Array;
};

export async function mediaKeys(db: Kysely<Database>, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < keys.length; start += 500) {
    const rows = await db
      .selectFrom('media')
      .select('key')
      .where('key', 'in', keys.slice(start, start + 500))
      .execute();
    for (const row of rows) found.add(row.key);
  }
  return found;
}

/** Stores a photo size once: a key already there is left as it is. */
export async function storeMedia(
  db: Kysely<Database>,
  media: StoredMedia,
  now: number,
): Promise<void> {
  await db
    .insertInto('media')
    .values({
      key: media.key,
      content_type: media.contentType,
      width: media.width,
      height: media.height,
      bytes: Buffer.from(media.bytes),
      created_at: now,
    })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
}

export async function readMedia(db: Kysely<Database>, key: string): Promise<StoredMedia | null> {
  const row = await db
    .selectFrom('media')
    .select(['key', 'content_type', 'width', 'height', 'bytes'])
    .where('key', '=', key)
    .executeTakeFirst();
  return row
    ? {
        key: row.key,
        contentType: row.content_type,
        width: Number(row.width),
        height: Number(row.height),
        bytes: row.bytes,
      }
    : null;
}

export async function mediaCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('media')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
