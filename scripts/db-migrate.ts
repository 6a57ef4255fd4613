/**
 * Applies the database migrations (the site also applies them when it first writes):
 *   npm run db:migrate            # DATABASE_URL, or var/site.sqlite
 */
import { databaseUrl, dialectOf, migrateToLatest, openDatabase } from '../lib/db/connection';

async function main(): Promise<number> {
  const url = databaseUrl();
  const connection = openDatabase(url);
  try {
    const applied = await migrateToLatest(connection);
    const where = dialectOf(url) === 'postgres' ? 'PostgreSQL' : url.replace(/^file:/, '');
    console.log(applied.length ? `db:migrate: applied ${applied.join(', ')} to ${where}` : `db:migrate: ${where} is up to date`);
    return 0;
  } catch (error) {
    console.error(`db:migrate: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await connection.db.destroy();
  }
}

main().then((code) => {
  process.exitCode = code;
});
