/**
 * Applies the database migrations (the site also applies them when it first writes):
 *   npm run db:migrate            # DATABASE_URL, or var/site.sqlite
 */
import { dialectOf, migrateToLatest } from '../lib/db/connection';
import { runDatabaseCommand } from './database-command';

runDatabaseCommand(
  'db:migrate',
  async ({ connection, url }) => {
    const applied = await migrateToLatest(connection);
    const where = dialectOf(url) === 'postgres' ? 'PostgreSQL' : url.replace(/^file:/, '');
    console.log(
      applied.length
        ? `db:migrate: applied ${applied.join(', ')} to ${where}`
        : `db:migrate: ${where} is up to date`,
    );
  },
  { migrate: false },
);
