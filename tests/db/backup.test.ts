import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { backupDatabase, backupKind, libpqEnvironment, restoreDatabase } from '@/lib/db/backup';
import { openDatabase, migrateToLatest } from '@/lib/db/connection';
import { encodeContent, baseContent } from '@/lib/data/version-content';
import { saveVersion } from '@/lib/db/data-versions';
import { createOwner, linkProperty } from '@/lib/db/owners';
import { storeSubmission } from '@/lib/db/submissions';
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { generatePayload } from '@/demo/listings/payload';
import { POSTGRES_URL, STORES } from './support';

/*
 * Issue 35, item 16: backup and restore of both stores, run as documented (`npm run db:backup --
 * FILE`, `npm run db:restore -- FILE`), restored into a fresh database and compared row by row.
 */

const folder = mkdtempSync(path.join(tmpdir(), 'backup-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const npm = (script: string, file: string, url: string) =>
  spawnSync('npm', ['run', '--silent', script, '--', file], {
    env: { ...process.env, DATABASE_URL: url },
    encoding: 'utf8',
  });

/** Rows of every kind the site keeps, binary ones included (a data set version is gzipped JSON). */
async function seed(db: Kysely<Database>): Promise<void> {
  const owner = await createOwner(db, {
    username: 'martine',
    email: 'martine@example.be',
    passwordHash: 'scrypt$x',
    language: 'fr',
  });
  await linkProperty(db, owner, 4101);
  for (let n = 0; n < 3; n++)
    await storeSubmission(db, { kind: 'contact', locale: 'nl', payload: { n, text: 'Zoë — € 5' } });
  const payload = generatePayload({ seed: 7, count: 5, locales: ['fr'], projects: 0 });
  await saveVersion(
    db,
    { source: 'test', listingCount: 5, summary: '', content: encodeContent(baseContent(payload)) },
    Date.UTC(2026, 10, 27),
  );
}

type Rows = Record<string, string[]>;

function sqliteRows(file: string): Rows {
  const database = new BetterSqlite3(file, { readonly: true });
  try {
    const tables = database
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
      )
      .all() as { name: string }[];
    return Object.fromEntries(
      tables.map(({ name }) => [
        name,
        (database.prepare(`select * from "${name}"`).all() as object[])
          .map((row) =>
            JSON.stringify(row, (_key, value: unknown) =>
              Buffer.isBuffer(value) ? value.toString('base64') : value,
            ),
          )
          .sort(),
      ]),
    );
  } finally {
    database.close();
  }
}

async function postgresRows(url: string): Promise<Rows> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' order by 1",
    );
    const rows: Rows = {};
    for (const { name } of tables.rows) {
      const result = await client.query(`select to_jsonb(t)::text as row from "${name}" t`);
      rows[name] = result.rows.map((row: { row: string }) => row.row).sort();
    }
    return rows;
  } finally {
    await client.end();
  }
}

const counts = (rows: Rows) =>
  Object.fromEntries(Object.entries(rows).map(([name, list]) => [name, list.length]));

describe('npm run db:backup / db:restore on SQLite', { timeout: 120_000 }, () => {
  it('copies a database the site has open, and restores it into a new file row for row', async () => {
    const source = path.join(folder, 'site.sqlite');
    const url = `file:${source}`;
    const connection = openDatabase(url);
    await migrateToLatest(connection);
    await seed(connection.db);
    // the site keeps its connection open (WAL mode) while the backup runs
    const backup = path.join(folder, 'nightly.sqlite');
    const made = npm('db:backup', backup, url);
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    expect(made.stdout).toMatch(/^db:backup: .*site\.sqlite → .*nightly\.sqlite \(\d+ bytes\)\n$/);
    expect(backupKind(backup)).toBe('sqlite');
    await connection.db.destroy();

    // the refusals, through the same functions (a command each costs seconds on a busy machine)
    await expect(backupDatabase(url, backup)).rejects.toThrow(
      'exists already: a backup never overwrites',
    );

    const restoredUrl = `file:${path.join(folder, 'restored', 'site.sqlite')}`;
    const restored = npm('db:restore', backup, restoredUrl);
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    const original = sqliteRows(source);
    expect(counts(original)).toMatchObject({
      owners: 1,
      owner_properties: 1,
      submissions: 3,
      data_versions: 1,
    });
    expect(sqliteRows(path.join(folder, 'restored', 'site.sqlite'))).toEqual(original);

    await expect(restoreDatabase(restoredUrl, backup)).rejects.toThrow(
      'a restore only fills a new database',
    );
    const junk = path.join(folder, 'junk.bin');
    writeFileSync(junk, 'not a backup');
    await expect(
      restoreDatabase(`file:${path.join(folder, 'other.sqlite')}`, junk),
    ).rejects.toThrow('is neither a SQLite database nor a pg_dump archive');
  });
});

const postgres = STORES.find((store) => store.name === 'postgres')!;

describe.skipIf(postgres.skip !== null)(
  `npm run db:backup / db:restore on PostgreSQL${postgres.skip ? ` (skipped: ${postgres.skip})` : ''}`,
  { timeout: 180_000 },
  () => {
    const names = ['source', 'restored'].map(
      (role) => `horizon_backup_${role}_${randomBytes(4).toString('hex')}`,
    );
    const urlOf = (name: string) => {
      const url = new URL(POSTGRES_URL);
      url.pathname = `/${name}`;
      return url.toString();
    };
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    afterAll(async () => {
      for (const name of names) await admin(`drop database if exists ${name} with (force)`);
    });

    it('dumps a database with pg_dump and restores it into a new one row for row, identities going on', async () => {
      const [sourceName, restoredName] = names as [string, string];
      for (const name of names) await admin(`create database ${name}`);
      const connection = openDatabase(urlOf(sourceName));
      await migrateToLatest(connection);
      await seed(connection.db);
      await connection.db.destroy();

      const backup = path.join(folder, 'nightly.dump');
      const made = npm('db:backup', backup, urlOf(sourceName));
      expect(made.stderr).toBe('');
      expect(made.status).toBe(0);
      expect(backupKind(backup)).toBe('postgres');

      const restored = npm('db:restore', backup, urlOf(restoredName));
      expect(restored.stderr).toBe('');
      expect(restored.status).toBe(0);
      const original = await postgresRows(urlOf(sourceName));
      expect(counts(original)).toMatchObject({
        owners: 1,
        owner_properties: 1,
        submissions: 3,
        data_versions: 1,
      });
      expect(await postgresRows(urlOf(restoredName))).toEqual(original);

      // the restored identity columns go on after the restored rows
      const after = openDatabase(urlOf(restoredName));
      const id = await storeSubmission(after.db, { kind: 'contact', locale: 'fr', payload: {} });
      await after.db.destroy();
      expect(id).toBe(
        Math.max(...original.submissions!.map((row) => (JSON.parse(row) as { id: number }).id)) + 1,
      );

      await expect(restoreDatabase(urlOf(restoredName), backup)).rejects.toThrow(
        'a restore only fills an empty database',
      );
      await expect(
        restoreDatabase(`file:${path.join(folder, 'x.sqlite')}`, backup),
      ).rejects.toThrow('is a PostgreSQL backup, but DATABASE_URL names a SQLite database');
    });
  },
);

describe('libpqEnvironment', () => {
  it('keeps the password off the command line and decodes every part', () => {
    expect(
      libpqEnvironment('postgres://horizon:p%40ss@db.internal:6432/horizon?sslmode=require'),
    ).toEqual({
      PGHOST: 'db.internal',
      PGPORT: '6432',
      PGUSER: 'horizon',
      PGPASSWORD: 'p@ss',
      PGDATABASE: 'horizon',
      PGSSLMODE: 'require',
    });
  });
});
