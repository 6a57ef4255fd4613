import { serverEnv } from '@/lib/config';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, formatIssues } from '@/lib/content/validate';
import {
  describeDisagreement,
  describeDuplicate,
  findDisagreements,
  findDuplicates,
} from './one-truth';
import { describeImplausibility, findImplausibilities } from './plausibility';
import { rawPayloadSchema, type RawPayload } from './schema';
import { buildStore, type DataStore } from './store';

/** The bundled data set; `DATA_FILE` points elsewhere (a benchmark set, a feed export). */
export function dataFilePath(): string {
  return serverEnv().DATA_FILE ?? join(process.cwd(), 'data', 'listings.json');
}

const SHOWN_PROBLEMS = 25;

function refuse(source: string, what: string, problems: string[]): never {
  const more =
    problems.length > SHOWN_PROBLEMS ? `\n  … and ${problems.length - SHOWN_PROBLEMS} more` : '';
  throw new ConfigError(
    `${source}: ${problems.length} ${what}:\n  ${problems.slice(0, SHOWN_PROBLEMS).join('\n  ')}${more}`,
  );
}

/**
 * Validates a payload: a malformed record fails loudly, naming the record (id, language) and
 * field; so does a record given twice in one language (one-truth.ts › findDuplicates), a fact that differs between a record's language versions (one-truth.ts) and an
 * implausible one (plausibility.ts).
 */
export function parsePayload(data: unknown, source: string): RawPayload {
  const result = rawPayloadSchema.safeParse(data);
  if (!result.success)
    throw new ConfigError(formatIssues(source, result.error.issues.slice(0, 25), data));
  const duplicates = findDuplicates(result.data);
  if (duplicates.length > 0)
    refuse(source, 'records given twice in one language', duplicates.map(describeDuplicate));
  const disagreements = findDisagreements(result.data);
  if (disagreements.length > 0)
    refuse(
      source,
      'facts differ between language versions',
      disagreements.map(describeDisagreement),
    );
  const implausible = findImplausibilities(result.data);
  if (implausible.length > 0)
    refuse(source, 'implausible facts', implausible.map(describeImplausibility));
  return result.data;
}

export function loadPayloadFromFile(file: string): RawPayload {
  return parsePayload(JSON.parse(readFileSync(file, 'utf8')), file);
}

export function loadStoreFromFile(file: string): DataStore {
  return buildStore(loadPayloadFromFile(file));
}

type Cache = { file: string; store: DataStore };
/** An imported data set version the process serves instead of the file (data-follow.ts). */
type Installed = { version: number; store: DataStore };
const globalCache = globalThis as typeof globalThis & {
  __agencyDataStore?: Cache;
  __agencyDataVersion?: Installed;
};

/**
 * Serves an imported version from now on. One assignment of a whole store: a lookup reads the old
 * store or the new one, never a mix. Null goes back to the configured file.
 */
export function installVersion(installed: Installed | null): void {
  globalCache.__agencyDataVersion = installed ?? undefined;
}

/** The imported version being served; null while the configured file is. */
export function installedVersion(): number | null {
  return globalCache.__agencyDataVersion?.version ?? null;
}

/**
 * The store the site serves: the imported version installed by data-follow.ts, else the configured
 * file, parsed, validated and indexed once per process.
 */
export function getStore(): DataStore {
  const installed = globalCache.__agencyDataVersion;
  if (installed) return installed.store;
  const file = dataFilePath();
  if (globalCache.__agencyDataStore?.file !== file) {
    globalCache.__agencyDataStore = { file, store: loadStoreFromFile(file) };
  }
  return globalCache.__agencyDataStore.store;
}
