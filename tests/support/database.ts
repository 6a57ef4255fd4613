import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { migrateToLatest, openDatabase, type Connection } from '@/lib/db/connection';

/** A migrated database (SQLite in memory unless `url` says otherwise), ready for a test. */
export async function migratedDatabase(url = 'file::memory:'): Promise<Connection> {
  const connection = openDatabase(url);
  await migrateToLatest(connection);
  return connection;
}

/**
 * A fresh migrated in-memory database for each test (`each`) or for the whole file (`all`),
 * closed after it. Returns the way to reach the one open now.
 */
export function useTestDatabase(scope: 'each' | 'all' = 'all'): () => Connection {
  let connection: Connection | null = null;
  const [before, after] = scope === 'each' ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    connection = await migratedDatabase();
  });
  after(async () => {
    await connection?.db.destroy();
    connection = null;
  });
  return () => {
    if (!connection) throw new Error('the test database is open only while a test runs');
    return connection;
  };
}
