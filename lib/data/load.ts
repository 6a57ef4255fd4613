import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, formatIssues } from '@/lib/content/validate';
import { rawPayloadSchema, type RawPayload } from './schema';
import { buildStore, type DataStore } from './store';

/** The bundled data set; `DATA_FILE` points elsewhere (a benchmark set, a feed export). */
export function dataFilePath(): string {
  return process.env.DATA_FILE ?? join(process.cwd(), 'data', 'listings.json');
}

/** Validates a payload; a malformed record fails loudly, naming the record (id, language) and field. */
export function parsePayload(data: unknown, source: string): RawPayload {
  const result = rawPayloadSchema.safeParse(data);
  if (!result.success) throw new ConfigError(formatIssues(source, result.error.issues.slice(0, 25), data));
  return result.data;
}

export function loadStoreFromFile(file: string): DataStore {
  const text = readFileSync(file, 'utf8');
  return buildStore(parsePayload(JSON.parse(text), file));
}

type Cache = { file: string; store: DataStore };
const globalCache = globalThis as typeof globalThis & { __agencyDataStore?: Cache };

/** The store of the configured file, parsed, validated and indexed once per process. */
export function getStore(): DataStore {
  const file = dataFilePath();
  if (globalCache.__agencyDataStore?.file !== file) {
    globalCache.__agencyDataStore = { file, store: loadStoreFromFile(file) };
  }
  return globalCache.__agencyDataStore.store;
}
