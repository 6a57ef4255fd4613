import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Env } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';
import { omnicasaClient, type OmnicasaClientOptions } from './client';
import { pullOmnicasaFeed } from './pull';
import { omnicasaSettings } from './settings';

export type PulledArgs = {
  /** The arguments with `--from omnicasa` replaced by the pulled feed's file. */
  argv: string[];
  /** The pull's problems (a property without a field the feed needs, a language without an id). */
  problems: string[];
  /** Removes the pulled feed's folder. */
  cleanup: () => void;
};

/**
 * `npm run import -- --from omnicasa [...]`: pulls properties, projects and types from the CRM in
 * every enabled language, writes them as one feed file (`omnicasa-…/omnicasa.json` in the system's
 * temporary folder) and gives the import's arguments back with that file as the feed, so the
 * import takes it exactly as a feed file (validation, holds, versions, rollback, photos by URL).
 * The connection's variables are read even without `CRM` set. A CRM failure throws an
 * OmnicasaError naming the call and the CRM's Message, before anything is imported.
 */
export async function pullForImport(
  argv: readonly string[],
  env: Env,
  locales: readonly Locale[],
  clientOptions: Partial<OmnicasaClientOptions> = {},
): Promise<PulledArgs> {
  const at = argv.indexOf('--from');
  if (at === -1) return { argv: [...argv], problems: [], cleanup: () => undefined };
  const from = argv[at + 1];
  if (from !== 'omnicasa')
    throw new Error(`--from takes omnicasa (the one CRM known), got ${from ?? 'nothing'}`);
  const settings = omnicasaSettings({ ...env, CRM: 'omnicasa' })!;
  const client = omnicasaClient({ ...settings, ...clientOptions });
  const { feed, problems } = await pullOmnicasaFeed(client, locales, settings.languageIds);
  const dir = mkdtempSync(path.join(tmpdir(), 'omnicasa-'));
  const file = path.join(dir, 'omnicasa.json');
  writeFileSync(file, JSON.stringify(feed));
  return {
    argv: [...argv.slice(0, at), file, ...argv.slice(at + 2)],
    problems,
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
