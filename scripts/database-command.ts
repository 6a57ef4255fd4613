import type { Kysely } from 'kysely';
import { databaseUrl, migrateToLatest, openDatabase, type Connection } from '../lib/db/connection';
import type { Database } from '../lib/db/schema';
import { requireSiteSecret } from './site-secret';

type Command = (context: {
  db: Kysely<Database>;
  connection: Connection;
  url: string;
}) => Promise<void>;

/**
 * Runs a command-line tool on the site's database (`DATABASE_URL`, else var/site.sqlite),
 * migrated first unless `migrate` is false: a failure is one line named after the tool and exit
 * code 1, and the connection is closed either way. `signs`: the command signs links or tokens
 * with the site's secret, which is checked first (`requireSiteSecret`).
 */
export function runDatabaseCommand(
  name: string,
  command: Command,
  { migrate = true, signs = false }: { migrate?: boolean; signs?: boolean } = {},
): void {
  if (signs && !requireSiteSecret(name)) return;
  const url = databaseUrl();
  const connection = openDatabase(url);
  const run = async (): Promise<number> => {
    try {
      if (migrate) await migrateToLatest(connection);
      await command({ db: connection.db, connection, url });
      return 0;
    } catch (error) {
      console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    } finally {
      await connection.db.destroy();
    }
  };
  void run().then((code) => {
    process.exitCode = code;
  });
}
