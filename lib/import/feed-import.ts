import { readdir, readFile, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { ConfigError } from '@/lib/content/validate';
import {
  currentVersion,
  DEFAULT_KEPT_VERSIONS,
  saveVersion,
  versionContent,
  withImportLock,
  type Locked,
} from '@/lib/db/data-versions';
import type { Database } from '@/lib/db/schema';
import type { PhotoFetchSettings } from '@/lib/media/fetch-photo';
import {
  DEFAULT_HOLD_LIMITS,
  describeDiff,
  diffPayloads,
  hasChanges,
  holdReasons,
  quarantineHoldReason,
  type FeedDiff,
  type HoldLimits,
} from '@/lib/data/feed-diff';
import { withRemotePhotos, type RemotePhotos } from '@/lib/data/feed-remote-photos';
import { serverEnv } from '@/lib/config';
import { siteConfig } from '@/lib/content/site-config';
import { recordImportRun, type StoredImportRun } from '@/lib/db/import-runs';
import { DEFAULT_LOCALE } from '@/lib/i18n/language-settings';
import { planFeedMedia, storePlannedMedia, type MissingPhoto } from '@/lib/data/feed-media';
import { screenFeed, type Quarantined } from '@/lib/data/feed-screen';
import {
  importNoticeMail,
  importRun,
  type ImportOutcome,
  type NoticeTarget,
} from './import-notice';
import { dataFilePath, loadPayloadFromFile } from '@/lib/data/load';
import {
  baseContent,
  decodeContent,
  encodeContent,
  nextContent,
  type VersionContent,
} from '@/lib/data/version-content';

/**
 * `npm run import` (docs/importing-listings.md): a feed in the data set's own shape becomes the
 * next data set version, or changes nothing. Validation is lib/data's own (schema, one truth
 * across languages, plausibility); a feed that removes or reprices too much is held.
 */
export type ImportOptions = {
  accept?: boolean;
  dryRun?: boolean;
  limits?: HoldLimits;
  keep?: number;
  now?: Date;
  /** The data set served before any import (DATA_FILE, else data/listings.json). */
  bundledFile?: string;
  /** How photos given by http(s) URL are downloaded (docs/import-photos.md); the defaults refuse private addresses. */
  photos?: PhotoFetchSettings;
  /** Refuse the whole feed for one bad record, as before issue 35 (default: quarantine it). */
  strict?: boolean;
  /**
   * Whom a held, refused or partly quarantined import is mailed to (default: MAIL_AGENCY_TO, else
   * the agency's address in data/site.json, in the site's default language); false: nobody. Dry
   * runs tell nobody and record nothing.
   */
  notify?: NoticeTarget | false;
};

type Compared = {
  diff: FeedDiff;
  missing: MissingPhoto[];
  /** Listings kept at their last good version or left out (feed-screen.ts). */
  quarantined: Quarantined[];
  /** Lists the feed did not carry, derived from its listings (feed-lists.ts). */
  derived: string[];
};
export type ImportResult =
  | Locked
  | { status: 'invalid'; message: string; missing: MissingPhoto[] }
  | (Compared & { status: 'unchanged' })
  | (Compared & { status: 'held' | 'dry-run'; reasons: string[] })
  | (Compared & {
      status: 'imported';
      versionId: number;
      media: { stored: number; reused: number };
    });

export class FeedError extends Error {}

function mergeParts(parts: { file: string; data: unknown }[]): Record<string, unknown[]> {
  const merged: Record<string, unknown[]> = {};
  for (const { file, data } of parts) {
    if (typeof data !== 'object' || data === null || Array.isArray(data))
      throw new FeedError(`${file}: not an object of record lists`);
    for (const [key, value] of Object.entries(data)) {
      if (!Array.isArray(value)) throw new FeedError(`${file} › ${key}: not a list`);
      merged[key] = [...(merged[key] ?? []), ...value];
    }
  }
  return merged;
}

async function parseJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new FeedError(
      `${file}: ${error instanceof SyntaxError ? `not valid JSON (${error.message})` : 'cannot be read'}`,
    );
  }
}

/**
 * A feed file (one payload: listings, projects, webIDs, citys, …), or a folder whose .json files
 * are parts of one (their lists joined, in file name order). Photo paths are relative to it.
 */
export async function readFeed(target: string): Promise<{ feed: unknown; baseDir: string }> {
  const info = await stat(target).catch(() => null);
  if (!info) throw new FeedError(`${target}: no such file or folder`);
  if (!info.isDirectory())
    return { feed: await parseJson(target), baseDir: path.dirname(path.resolve(target)) };
  const files = (await readdir(target)).filter((name) => name.endsWith('.json')).sort();
  if (files.length === 0) throw new FeedError(`${target}: no .json file in this folder`);
  const parts = await Promise.all(
    files.map(async (name) => ({
      file: path.join(target, name),
      data: await parseJson(path.join(target, name)),
    })),
  );
  return { feed: mergeParts(parts), baseDir: path.resolve(target) };
}

/** The version the site serves now: the current one, else the bundled data set. */
export async function servedContent(
  db: Kysely<Database>,
  bundledFile = dataFilePath(),
): Promise<VersionContent> {
  const current = await currentVersion(db);
  const bytes = current && (await versionContent(db, current.id));
  return bytes ? decodeContent(bytes) : baseContent(loadPayloadFromFile(bundledFile));
}

/** The agency's address and language, as its request notifications use them. */
export function agencyNoticeTarget(): NoticeTarget {
  return {
    recipient: serverEnv().MAIL_AGENCY_TO?.trim() || siteConfig.agency.email,
    locale: DEFAULT_LOCALE,
    agency: siteConfig.agency.name,
  };
}

function outcomeOf(result: ImportResult): ImportOutcome | null {
  switch (result.status) {
    case 'invalid':
      return { status: 'invalid', message: result.message };
    case 'held':
      return { status: 'held', reasons: result.reasons, quarantined: result.quarantined };
    case 'unchanged':
      return { status: 'unchanged', quarantined: result.quarantined };
    case 'imported':
      return {
        status: 'imported',
        versionId: result.versionId,
        quarantined: result.quarantined,
      };
    default:
      return null;
  }
}

/**
 * Records what a real run did and tells the agency what needs a person (issue 35 item 2): the
 * run's line for the status page, and a mail through the outbox, in one transaction.
 */
async function tellAgency(
  db: Kysely<Database>,
  result: ImportResult,
  target: string,
  options: ImportOptions,
): Promise<StoredImportRun | null> {
  const outcome = outcomeOf(result);
  if (!outcome || options.dryRun) return null;
  const run = importRun(outcome, path.resolve(target), (options.now ?? new Date()).getTime());
  const notify = options.notify ?? agencyNoticeTarget();
  return recordImportRun(db, run, notify ? importNoticeMail(run, notify) : null);
}

export async function importFeed(
  db: Kysely<Database>,
  target: string,
  options: ImportOptions = {},
): Promise<ImportResult & { run?: StoredImportRun | null }> {
  const holder = `${hostname()}:${process.pid}:${Date.now()}`;
  const result = await withImportLock(db, holder, (options.now ?? new Date()).getTime(), () =>
    withRemotePhotos(db, options.photos, (remote) => runImport(db, target, options, remote)),
  );
  if (result.status === 'locked') return result;
  return { ...result, run: await tellAgency(db, result, target, options) };
}

async function runImport(
  db: Kysely<Database>,
  target: string,
  options: ImportOptions,
  remote: RemotePhotos,
): Promise<ImportResult> {
  const now = options.now ?? new Date();
  const current = await servedContent(db, options.bundledFile);
  let feed: unknown;
  let plan;
  let screened;
  try {
    const read = await readFeed(target);
    feed = read.feed;
    plan = await planFeedMedia(feed, read.baseDir, remote);
    screened = screenFeed(feed, current.payload, target, { strict: options.strict });
  } catch (error) {
    if (error instanceof FeedError || error instanceof ConfigError)
      return { status: 'invalid', message: error.message, missing: plan?.missing ?? [] };
    throw error;
  }
  const { payload, quarantined, derived } = screened;
  const diff = diffPayloads(current.payload, payload);
  const compared: Compared = { diff, missing: plan.missing, quarantined, derived };
  const limits = options.limits ?? DEFAULT_HOLD_LIMITS;
  // the listings the feed carries: published ones, quarantined ones, records without an ID
  const feedListings =
    new Set([
      ...payload.listings.map((record) => record.ID),
      ...quarantined.flatMap((entry) => (entry.id === null ? [] : [entry.id])),
    ]).size + quarantined.filter((entry) => entry.id === null).length;
  const quarantineReason = quarantineHoldReason(quarantined.length, feedListings, limits);
  const reasons = [
    ...(hasChanges(diff) ? holdReasons(diff, limits) : []),
    ...(quarantineReason ? [quarantineReason] : []),
  ];
  if (!hasChanges(diff) && reasons.length === 0) return { ...compared, status: 'unchanged' };
  if (options.dryRun) return { ...compared, status: 'dry-run', reasons };
  if (reasons.length > 0 && !options.accept) return { ...compared, status: 'held', reasons };
  if (!hasChanges(diff)) return { ...compared, status: 'unchanged' };
  const media = await storePlannedMedia(db, plan, now.getTime());
  const content = nextContent(current, payload, diff, now);
  const versionId = await saveVersion(
    db,
    {
      source: path.resolve(target),
      listingCount: diff.after,
      summary: describeDiff(diff),
      content: encodeContent(content),
    },
    now.getTime(),
    options.keep ?? DEFAULT_KEPT_VERSIONS,
  );
  return { ...compared, status: 'imported', versionId, media };
}
