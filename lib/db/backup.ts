import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { dialectOf } from './connection';

/*
 * Backup and restore of the site's database (`npm run db:backup -- FILE`, `npm run db:restore --
 * FILE`, docs/operations.md). SQLite: SQLite's online backup API (better-sqlite3's `backup`), a
 * consistent copy while the site keeps reading and writing. PostgreSQL: `pg_dump` in its custom
 * format and `pg_restore`, PostgreSQL's own tools (the client package, the same major version as
 * the server or newer). A restore only fills an empty database: it never overwrites the data of a
 * site that may still be running.
 */

/** The SQLite file a `file:` database URL names. */
export function sqliteFile(url: string): string {
  const file = url.replace(/^(file|sqlite):(\/\/)?/i, '');
  if (file === ':memory:' || file === '') throw new Error('an in-memory database has no backup');
  return file;
}

/**
 * The libpq environment (PGHOST, PGPORT, PGUSER, PGPASSWORD, PGDATABASE, PGSSLMODE) for a
 * postgres:// URL: the password travels in the environment of pg_dump, not on its command line,
 * which any user of the machine can read.
 */
export function libpqEnvironment(url: string): Record<string, string> {
  const parsed = new URL(url);
  const environment: Record<string, string> = {};
  const set = (name: string, value: string | null | undefined) => {
    if (value) environment[name] = value;
  };
  set('PGHOST', decodeURIComponent(parsed.hostname).replace(/^\[(.*)\]$/, '$1'));
  set('PGPORT', parsed.port);
  set('PGUSER', decodeURIComponent(parsed.username));
  set('PGPASSWORD', decodeURIComponent(parsed.password));
  set('PGDATABASE', decodeURIComponent(parsed.pathname.replace(/^\//, '')));
  set('PGSSLMODE', parsed.searchParams.get('sslmode'));
  set('PGOPTIONS', parsed.searchParams.get('options'));
  return environment;
}

function run(command: string, args: string[], environment: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...environment },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString('utf8');
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `${command} is not installed (Debian: apt-get install postgresql-client)`
            : `${command}: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} failed (exit code ${code}): ${errors.trim()}`)),
    );
  });
}

const SQLITE_HEADER = 'SQLite format 3\0';
const PG_DUMP_HEADER = 'PGDMP';

/** What a backup file holds, by its first bytes. */
export function backupKind(file: string): 'sqlite' | 'postgres' | 'unknown' {
  const descriptor = openSync(file, 'r');
  try {
    const head = Buffer.alloc(16);
    const read = readSync(descriptor, head, 0, 16, 0);
    const text = head.subarray(0, read).toString('latin1');
    if (text === SQLITE_HEADER) return 'sqlite';
    if (text.startsWith(PG_DUMP_HEADER)) return 'postgres';
    return 'unknown';
  } finally {
    closeSync(descriptor);
  }
}

export type BackupReport = { file: string; bytes: number };

/** Writes a backup of the database `url` names to `target`, which must not exist yet. */
export async function backupDatabase(url: string, target: string): Promise<BackupReport> {
  if (existsSync(target)) throw new Error(`${target} exists already: a backup never overwrites`);
  mkdirSync(dirname(target), { recursive: true });
  if (dialectOf(url) === 'sqlite') {
    const file = sqliteFile(url);
    if (!existsSync(file)) throw new Error(`there is no database at ${file}`);
    const source = new BetterSqlite3(file, { fileMustExist: true });
    try {
      source.pragma('busy_timeout = 5000');
      await source.backup(target);
    } finally {
      source.close();
    }
  } else {
    await run(
      'pg_dump',
      ['--format=custom', '--compress=6', `--file=${target}`],
      libpqEnvironment(url),
    );
  }
  return { file: target, bytes: statSync(target).size };
}

/** The tables of the site's kind in a SQLite file (none for a new one). */
function sqliteTables(file: string): string[] {
  if (!existsSync(file)) return [];
  const database = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    return (
      database
        .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
        .all() as { name: string }[]
    ).map((row) => row.name);
  } finally {
    database.close();
  }
}

async function postgresTables(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const result = await client.query<{ name: string }>(
      `select table_schema || '.' || table_name as name from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema') order by 1`,
    );
    return result.rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

export type RestoreReport = { tables: number };

/**
 * Restores a backup into the database `url` names, which must be empty (a new SQLite file, a new
 * PostgreSQL database): stop the site, point `DATABASE_URL` at a new database (or move the old
 * file aside), restore, start the site (docs/operations.md).
 */
export async function restoreDatabase(url: string, backup: string): Promise<RestoreReport> {
  if (!existsSync(backup)) throw new Error(`there is no backup at ${backup}`);
  const dialect = dialectOf(url);
  const kind = backupKind(backup);
  if (kind === 'unknown')
    throw new Error(`${backup} is neither a SQLite database nor a pg_dump archive`);
  if (kind !== dialect)
    throw new Error(
      `${backup} is a ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} backup, but DATABASE_URL names a ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database`,
    );
  if (dialect === 'sqlite') {
    const file = sqliteFile(url);
    const busy = [file, `${file}-wal`, `${file}-shm`].filter((path) => existsSync(path));
    if (sqliteTables(file).length > 0 || busy.length > 0)
      throw new Error(
        `${busy[0] ?? file} exists: a restore only fills a new database. Stop the site, move ${file} (and its -wal and -shm files) aside or set DATABASE_URL to a new file, then restore`,
      );
    const source = new BetterSqlite3(backup, { readonly: true, fileMustExist: true });
    try {
      const check = source.pragma('integrity_check', { simple: true });
      if (check !== 'ok')
        throw new Error(`${backup} fails SQLite's integrity check: ${String(check)}`);
      mkdirSync(dirname(file), { recursive: true });
      await source.backup(file);
    } finally {
      source.close();
    }
    return { tables: sqliteTables(file).length };
  }
  const existing = await postgresTables(url);
  if (existing.length > 0)
    throw new Error(
      `the database holds ${existing.length} table(s) already (${existing.slice(0, 3).join(', ')}…): a restore only fills an empty database. Create one (createdb) and set DATABASE_URL to it, then restore`,
    );
  const environment = libpqEnvironment(url);
  if (!environment.PGDATABASE)
    throw new Error('DATABASE_URL must name the database to restore into');
  await run(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${environment.PGDATABASE}`,
      backup,
    ],
    environment,
  );
  return { tables: (await postgresTables(url)).length };
}
