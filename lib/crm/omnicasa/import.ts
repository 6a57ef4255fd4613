import type { Kysely } from 'kysely';
import { importFeed, type ImportOptions, type ImportResult } from '@/lib/data/feed-import';
import type { Database } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { omnicasaClient, type OmnicasaClientOptions } from './client';
import { pullOmnicasaFeed } from './pull';
import type { OmnicasaSettings } from './settings';

/** The name an Omnicasa import's version is saved under (`npm run import -- --list`). */
export const OMNICASA_SOURCE = 'omnicasa';

/**
 * `npm run import -- --from omnicasa`: pulls properties, projects and types from the CRM in
 * every enabled language, and hands the feed to the existing import exactly as a feed file
 * would be (validation, holds, versions, rollback, photos by URL). A CRM failure throws an
 * OmnicasaError naming the call and the CRM's Message, before anything is imported.
 */
export async function importFromOmnicasa(
  db: Kysely<Database>,
  settings: OmnicasaSettings,
  locales: readonly Locale[],
  options: ImportOptions & { client?: Partial<OmnicasaClientOptions> } = {},
): Promise<{ problems: string[]; result: ImportResult }> {
  const { client: clientOptions, ...importOptions } = options;
  const client = omnicasaClient({ ...settings, ...clientOptions });
  const { feed, problems } = await pullOmnicasaFeed(client, locales, settings.languageIds);
  const result = await importFeed(db, { feed, source: OMNICASA_SOURCE }, importOptions);
  return { problems, result };
}
