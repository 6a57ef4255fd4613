/**
 * Imports a listings feed as the next data set version (docs/importing-listings.md):
 *   npm run import -- FEED                 a file in data/listings.json's shape, or a folder of such parts
 *   npm run import -- FEED --dry-run       only reports what would change
 *   npm run import -- --from omnicasa      pulls the feed from the agency's CRM (OMNICASA_*, docs/crm-omnicasa.md)
 *                                          and imports it as a feed file; with the options below (--dry-run…).
 *                                          With CRM=omnicasa, `npm run import` alone does the same.
 *   npm run import -- --from bundled       imports the bundled data set (DATA_FILE) as a version
 *   (the sources are lib/sources/*: bundled, feed, omnicasa; a path alone is a feed)
 *   npm run import -- FEED --accept        imports a feed held for removing or repricing too much
 *   npm run import -- --rollback           makes the previous version current again
 *   npm run import -- --list               lists the versions kept
 *   npm run import -- --status             the latest runs, as the status line /api/import-status/ shows the last
 * Options: --max-removed 0.2, --max-price-changes 0.2, --max-quarantined 0.2 (IMPORT_MAX_REMOVED,
 * IMPORT_MAX_PRICE_CHANGES, IMPORT_MAX_QUARANTINED), --keep 5 (IMPORT_KEEP_VERSIONS), --strict (one bad
 * listing refuses the whole feed instead of being quarantined). Uses DATABASE_URL like the site;
 * running sites follow within DATA_POLL_MS. A held, refused or partly quarantined run is mailed to
 * the agency (MAIL_AGENCY_TO) through the outbox; dry runs tell nobody (docs/import.md).
 * Photos given by http(s) URL are downloaded: IMPORT_PHOTO_* settings, docs/import-photos.md.
 * Exit code: 0 imported (quarantined listings included), unchanged, reported or rolled back; 1 invalid
 * feed or error; 2 held; 3 another import running. A dry run exits as the real run would: 1 or 2 too.
 */
import { hostname } from 'node:os';
import { serverEnv } from '../lib/config';
import { loadForImport } from '../lib/sources';
import { ENABLED_LOCALES } from '../lib/i18n/language-settings';
import { databaseUrl, migrateToLatest, openDatabase } from '../lib/db/connection';
import {
  currentVersion,
  DEFAULT_KEPT_VERSIONS,
  listVersions,
  rollBack,
  withImportLock,
} from '../lib/db/data-versions';
import { DEFAULT_HOLD_LIMITS, describeDiff } from '../lib/data/feed-diff';
import { importFeed, type ImportResult } from '../lib/import/feed-import';
import type { MissingPhoto } from '../lib/data/feed-media';
import { photoFetchSettings } from '../lib/media/fetch-photo';
import { describeQuarantine } from '../lib/data/feed-screen';
import { importStatusLine } from '../lib/import/import-notice';
import { latestImportRuns, type StoredImportRun } from '../lib/db/import-runs';

type Args = {
  target: string | null;
  accept: boolean;
  dryRun: boolean;
  rollback: boolean;
  list: boolean;
  status: boolean;
  strict: boolean;
  maxRemoved: number;
  maxPrices: number;
  maxQuarantined: number;
  keep: number;
};

function share(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0 || number > 1)
    throw new Error(`${name} must be a share between 0 and 1 (0.2 = 20 %), got ${value}`);
  return number;
}

function parseArgs(argv: string[]): Args {
  const args: Args = {
    target: null,
    accept: false,
    dryRun: false,
    rollback: false,
    list: false,
    status: false,
    strict: false,
    maxRemoved: share(
      process.env.IMPORT_MAX_REMOVED,
      DEFAULT_HOLD_LIMITS.removedShare,
      'IMPORT_MAX_REMOVED',
    ),
    maxPrices: share(
      process.env.IMPORT_MAX_PRICE_CHANGES,
      DEFAULT_HOLD_LIMITS.priceShare,
      'IMPORT_MAX_PRICE_CHANGES',
    ),
    maxQuarantined: share(
      process.env.IMPORT_MAX_QUARANTINED,
      DEFAULT_HOLD_LIMITS.quarantinedShare,
      'IMPORT_MAX_QUARANTINED',
    ),
    keep: Number(process.env.IMPORT_KEEP_VERSIONS || DEFAULT_KEPT_VERSIONS),
  };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === '--accept') args.accept = true;
    else if (arg === '--dry-run') args.dryRun = true;
    else if (arg === '--rollback') args.rollback = true;
    else if (arg === '--list') args.list = true;
    else if (arg === '--status') args.status = true;
    else if (arg === '--strict') args.strict = true;
    else if (arg === '--max-quarantined')
      args.maxQuarantined = share(argv[++index], NaN, '--max-quarantined');
    else if (arg === '--max-removed') args.maxRemoved = share(argv[++index], NaN, '--max-removed');
    else if (arg === '--max-price-changes')
      args.maxPrices = share(argv[++index], NaN, '--max-price-changes');
    else if (arg === '--keep') args.keep = Number(argv[++index]);
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else if (args.target === null) args.target = arg;
    else throw new Error(`one feed at a time (got ${args.target} and ${arg})`);
  }
  if (!Number.isInteger(args.keep) || args.keep < 1)
    throw new Error('--keep must be a whole number of versions, at least 1');
  if (!args.target && !args.rollback && !args.list && !args.status)
    throw new Error('name a feed file or folder, or --rollback, --list or --status');
  return args;
}

function missingLines(missing: MissingPhoto[]): string[] {
  if (missing.length === 0) return [];
  return [
    `photos missing: ${missing.length} (left out; a listing without any shows a placeholder)`,
    ...missing.slice(0, 20).map((photo) => `    ${photo.record}: ${photo.url} (${photo.reason})`),
    ...(missing.length > 20 ? [`    … and ${missing.length - 20} more`] : []),
  ];
}

function quarantineLines(result: ImportResult): string[] {
  if (result.status === 'locked' || result.status === 'invalid') return [];
  return [
    ...(result.derived.length > 0
      ? [`derived from the listings (the feed has no such list): ${result.derived.join(', ')}`]
      : []),
    ...describeQuarantine(result.quarantined),
  ];
}

function report(result: ImportResult & { run?: StoredImportRun | null }): number {
  if (result.run?.outboxId)
    console.error(
      `import: the agency is told by mail (outbox mail ${result.run.outboxId}); the status line: ${importStatusLine(result.run)}`,
    );
  if (result.status === 'locked') {
    console.error(`import: refused, ${result.message}`);
    return 3;
  }
  if (result.status === 'invalid') {
    console.error(`import: the feed is not valid; nothing changed.\n${result.message}`);
    for (const line of missingLines(result.missing)) console.error(line);
    return 1;
  }
  console.log(describeDiff(result.diff));
  for (const line of missingLines(result.missing)) console.log(line);
  for (const line of quarantineLines(result)) console.log(line);
  switch (result.status) {
    case 'unchanged':
      console.log('import: the feed changes nothing; no new version.');
      return 0;
    case 'dry-run':
      if (result.reasons.length > 0) {
        console.error(
          `import: dry run, nothing changed. It would be held: ${result.reasons.join('; ')}.`,
        );
        return 2;
      }
      console.log('import: dry run, nothing changed.');
      return 0;
    case 'held':
      console.error(
        `import: held, nothing changed: ${result.reasons.join('; ')}. Check the feed, then run again with --accept to import it.`,
      );
      return 2;
    case 'imported':
      console.log(
        `import: version ${result.versionId} is current (photos: ${result.media.stored} stored, ${result.media.reused} already there). Running sites follow within DATA_POLL_MS.`,
      );
      return 0;
  }
}

async function main(): Promise<number> {
  let args: Args;
  try {
    const loaded = await loadForImport(process.argv.slice(2), {
      env: serverEnv(),
      locales: ENABLED_LOCALES,
    });
    process.once('exit', loaded.cleanup);
    for (const problem of loaded.problems)
      console.log(`import: as read from ${loaded.source ?? 'the source'}: ${problem}`);
    args = parseArgs(loaded.argv);
  } catch (error) {
    console.error(`import: ${(error as Error).message}`);
    return 1;
  }
  const connection = openDatabase(databaseUrl());
  try {
    await migrateToLatest(connection);
    const { db } = connection;
    if (args.status) {
      const runs = await latestImportRuns(db, 10);
      console.log(importStatusLine(runs[0] ?? null));
      for (const run of runs.slice(1)) console.log(`  earlier: ${importStatusLine(run)}`);
      if (runs[0]?.details) console.log(runs[0].details);
      return 0;
    }
    if (args.list) {
      const current = await currentVersion(db);
      const versions = await listVersions(db);
      if (versions.length === 0)
        console.log('import: no version yet; the site serves its bundled data set');
      for (const version of versions)
        console.log(
          `${version.id === current?.id ? '*' : ' '} ${version.id}  ${new Date(version.createdAt).toISOString()}  ${version.listingCount} listings  ${version.source}`,
        );
      return 0;
    }
    if (args.rollback) {
      const result = await withImportLock(
        db,
        `${hostname()}:${process.pid}:rollback`,
        Date.now(),
        async () => ({ status: 'done' as const, now: await rollBack(db, Date.now()) }),
      );
      if (result.status === 'locked') {
        console.error(`import: refused, ${result.message}`);
        return 3;
      }
      if (result.now === undefined)
        console.log('import: no version to roll back; the site serves its bundled data set');
      else
        console.log(
          result.now === null
            ? 'import: rolled back to the bundled data set'
            : `import: rolled back, version ${result.now} is current`,
        );
      return 0;
    }
    return report(
      await importFeed(db, args.target!, {
        accept: args.accept,
        dryRun: args.dryRun,
        strict: args.strict,
        limits: {
          removedShare: args.maxRemoved,
          priceShare: args.maxPrices,
          quarantinedShare: args.maxQuarantined,
        },
        keep: args.keep,
        photos: photoFetchSettings(process.env),
      }),
    );
  } catch (error) {
    console.error(`import: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await connection.db.destroy();
  }
}

main().then((code) => {
  process.exitCode = code;
});
