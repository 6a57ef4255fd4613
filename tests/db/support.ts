import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { migrateToLatest, openDatabase, type Connection } from '@/lib/db/connection';
import { migratedDatabase } from '../support/database';

export const POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether the PostgreSQL service answers; under CI it must, so its absence fails the run. */
async function postgresReason(): Promise<string | null> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return `PostgreSQL is not reachable at ${POSTGRES_URL} (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const unavailable = await postgresReason();
if (unavailable && process.env.CI === 'true') {
  throw new Error(`${unavailable}: under CI=true the PostgreSQL store tests must run`);
}
if (unavailable) console.warn(`skipping the PostgreSQL store tests: ${unavailable}`);

export type TestDatabase = Connection & { close: () => Promise<void> };

/**
 * Kysely's migrator reads the columns of every schema's tables (its introspection asks
 * `has_schema_privilege` of each), and a schema another test file dropped meanwhile made it fail:
 * `schema "test_…" does not exist` (seen once in CI). Migrations hold this advisory lock shared, a
 * drop holds it alone, so no schema goes while a migration reads them.
 */
const SCHEMAS_LOCK = 73_061_129;

/** A fresh, migrated database: SQLite in memory, or a schema of its own in the PostgreSQL service. */
async function open(kind: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const connection = await migratedDatabase();
    return { ...connection, close: () => connection.db.destroy() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const connection = openDatabase(POSTGRES_URL, { searchPath: schema });
  await admin.query('select pg_advisory_lock_shared($1)', [SCHEMAS_LOCK]);
  try {
    await migrateToLatest(connection);
  } finally {
    await admin.end(); // the session's lock goes with it
  }
  return {
    ...connection,
    close: async () => {
      await connection.db.destroy();
      const cleanup = new pg.Client({ connectionString: POSTGRES_URL });
      await cleanup.connect();
      await cleanup.query('select pg_advisory_lock($1)', [SCHEMAS_LOCK]);
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}

/** The stores every store test runs against; PostgreSQL is skipped (with the reason) only outside CI. */
export const STORES: {
  name: 'sqlite' | 'postgres';
  skip: string | null;
  open: () => Promise<TestDatabase>;
}[] = [
  { name: 'sqlite', skip: null, open: () => open('sqlite') },
  { name: 'postgres', skip: unavailable, open: () => open('postgres') },
];

/**
 * One describe block per store, named `{title} on {store}`, with a fresh migrated database for
 * the whole block: `database` reaches the open one from inside the tests (PostgreSQL's block is
 * skipped with the reason only outside CI).
 */
export function describeEachStore(
  title: string,
  body: (database: TestDatabase, store: (typeof STORES)[number]['name']) => void,
): void {
  for (const store of STORES) {
    describe.skipIf(store.skip !== null)(
      `${title} on ${store.name}${store.skip ? ` (skipped: ${store.skip})` : ''}`,
      () => {
        let open: TestDatabase | null = null;
        const current = () => {
          if (!open) throw new Error('the test database is open only while the block runs');
          return open;
        };
        beforeAll(async () => {
          open = await store.open();
        });
        afterAll(async () => {
          await open?.close();
          open = null;
        });
        body(
          {
            get db() {
              return current().db;
            },
            get dialect() {
              return current().dialect;
            },
            get schema() {
              return current().schema;
            },
            close: () => current().close(),
          },
          store.name,
        );
      },
    );
  }
}
