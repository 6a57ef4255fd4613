import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Whether an open database (or a transaction on it) is PostgreSQL: for the few statements only it
 * has (advisory locks, notices); everything else is written once for both stores.
 */
export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
