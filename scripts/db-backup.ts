/**
 * Backup and restore of the site's database (docs/operations.md):
 *   npm run db:backup -- FILE    a consistent copy of DATABASE_URL's database (SQLite: the online
 *                                backup API, the site may keep running; PostgreSQL: pg_dump)
 *   npm run db:restore -- FILE   fills the empty database DATABASE_URL names from a backup
 * FILE is taken from the project folder, where npm runs scripts, unless it is absolute. A backup
 * never overwrites a file, and a restore never a database that holds tables.
 */
import { resolve } from 'node:path';
import { backupDatabase, restoreDatabase } from '../lib/db/backup';
import { databaseUrl, dialectOf } from '../lib/db/connection';

const [command, file, ...rest] = process.argv.slice(2);
const name = `db:${command}`;

async function main(): Promise<void> {
  if ((command !== 'backup' && command !== 'restore') || !file || rest.length > 0)
    throw new Error('usage: npm run db:backup -- FILE, npm run db:restore -- FILE');
  const url = databaseUrl();
  const where = dialectOf(url) === 'postgres' ? 'PostgreSQL' : url.replace(/^file:/, '');
  const target = resolve(file);
  if (command === 'backup') {
    const report = await backupDatabase(url, target);
    console.log(`${name}: ${where} → ${report.file} (${report.bytes} bytes)`);
  } else {
    const report = await restoreDatabase(url, target);
    console.log(`${name}: ${target} → ${where} (${report.tables} tables)`);
  }
}

main().catch((error: unknown) => {
  console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
