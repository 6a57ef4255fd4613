import { serverEnv, type Env } from '@/lib/config';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { varDir } from '../runtime/var-dir';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrationProvider, type Dialect } from './migrations';
import type { Database } from './schema';

/**
 * An open database. `schema`: the PostgreSQL schema the site's tables live in (the search path's
 * first); the migrator keeps its own tables there too.
 */
export type Connection = { db: Kysely<Database>; dialect: Dialect; schema?: string };

/** Where the data lives: `DATABASE_URL` (postgres://… or file:…), else site.sqlite in the var folder. */
export function databaseUrl(env: Env = serverEnv()): string {
  // turbopackIgnore: the tracer resolves this to var/site.sqlite and would ship the database
  return (
    env.DATABASE_URL?.trim() ||
    `file:${join(/* turbopackIgnore: true */ varDir(env), 'site.sqlite')}`
  );
}

export function dialectOf(url: string): Dialect {
  if (/^postgres(ql)?:\/\//i.test(url)) return 'postgres';
  if (/^(file|sqlite):/i.test(url)) return 'sqlite';
  throw new Error('DATABASE_URL must start with postgres://, postgresql:// or file:');
}

let bigintAsNumber = false;

/**
 * Opens the database a URL names. SQLite runs in WAL mode with foreign keys on and waits for a
 * busy writer instead of failing; PostgreSQL's bigint (our millisecond times) reads as a number.
 */
export function openDatabase(url: string, options: { searchPath?: string } = {}): Connection {
  const dialect = dialectOf(url);
  if (dialect === 'postgres') {
    if (!bigintAsNumber) {
      pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
      bigintAsNumber = true;
    }
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect,
      schema: options.searchPath ?? 'public',
    };
  }
  const file = url.replace(/^(file|sqlite):(\/\/)?/i, '');
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
    dialect,
  };
}

/** Applies every migration not applied yet; throws with the failing migration's name. */
export async function migrateToLatest(connection: Connection): Promise<string[]> {
  // Kysely looks for its migration tables in every schema unless told which: a second copy of the
  // site in another schema of the same database (a test's, a staging copy) made it skip creating
  // its own and then fail with "relation kysely_migration_lock does not exist"
  const migrator = new Migrator({
    db: connection.db,
    provider: migrationProvider(connection.dialect),
    ...(connection.schema ? { migrationTableSchema: connection.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(
      `database migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return (results ?? []).map((result) => result.migrationName);
}

type Shared = { url: string; ready: Promise<Connection> };
const shared = globalThis as typeof globalThis & { __agencyDatabase?: Shared };

/**
 * The site's database, opened and migrated once per process (migrations run at start-up of the
 * first request that writes, and by `npm run db:migrate`).
 */
export function getDatabase(): Promise<Connection> {
  const url = databaseUrl();
  if (shared.__agencyDatabase?.url !== url) {
    const ready = (async () => {
      const connection = openDatabase(url);
      await migrateToLatest(connection);
      return connection;
    })();
    // a failed start (database down) is retried by the next request instead of cached
    ready.catch(() => {
      if (shared.__agencyDatabase?.ready === ready) shared.__agencyDatabase = undefined;
    });
    shared.__agencyDatabase = { url, ready };
  }
  return shared.__agencyDatabase.ready;
}
