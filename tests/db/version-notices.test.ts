import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentVersion, rollBack, saveVersion } from '@/lib/db/data-versions';
import { listenForVersions, type VersionNotices } from '@/lib/db/version-notices';
import { POSTGRES_URL, STORES, type TestDatabase } from './support';

const postgres = STORES.find((store) => store.name === 'postgres')!;
const version = (source: string) => ({
  source,
  listingCount: 1,
  summary: 'test',
  content: Buffer.from(source),
});

// LISTEN/NOTIFY is PostgreSQL's: instances on SQLite (one machine) only poll
describe.skipIf(postgres.skip !== null)(
  `data set switches announced on postgres${postgres.skip ? ` (skipped: ${postgres.skip})` : ''}`,
  () => {
    let database: TestDatabase;
    let notices: VersionNotices;
    let heard = 0;
    beforeAll(async () => {
      database = await postgres.open();
      notices = listenForVersions(POSTGRES_URL, () => heard++, { schema: database.schema! });
      await notices.listening;
    });
    afterAll(async () => {
      await notices?.close();
      await database?.close();
    });

    it('hears an import', async () => {
      const before = heard;
      await saveVersion(database.db, version('daily'), Date.now());
      await saveVersion(database.db, version('daily, again'), Date.now());
      await expect.poll(() => heard).toBe(before + 2);
    });

    it('hears a rollback, to a version and to the bundled set', async () => {
      const before = heard;
      await rollBack(database.db, Date.now());
      await expect.poll(() => heard).toBe(before + 1);
      await rollBack(database.db, Date.now());
      expect(await currentVersion(database.db)).toBeNull();
      await expect.poll(() => heard).toBe(before + 2);
    });
  },
);
