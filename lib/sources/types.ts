import type { Env } from '@/lib/config';
import type { OmnicasaClientOptions } from '@/lib/crm/omnicasa/client';
import type { Locale } from '@/lib/i18n/locales';

/**
 * A source of listings (issue 37 › 1, the provider seam): one module per source, each giving the
 * import the same thing, a feed in the data set's own shape, which the import then validates,
 * screens, holds, versions and publishes exactly once (lib/data/feed-import.ts). A source never
 * publishes anything itself.
 */
export type SourceName = 'bundled' | 'feed' | 'omnicasa';

export const SOURCE_NAMES: readonly SourceName[] = ['bundled', 'feed', 'omnicasa'];

export type SourceOptions = {
  env: Env;
  /** The site's enabled languages (a CRM is asked in each of them). */
  locales: readonly Locale[];
  /** The file or folder named on the command line (the feed source's input). */
  path: string | null;
  /** Overrides of the CRM client's settings (tests: no retries, small pages). */
  client?: Partial<OmnicasaClientOptions>;
};

export type LoadedFeed = {
  /** The feed file or folder the import reads (and shows as the version's source). */
  target: string;
  /** What the source noticed on the way, printed before the import's own report. */
  problems: string[];
  /** Removes what the source wrote for the import (a pulled feed's temporary folder). */
  cleanup: () => void;
};

export type ListingSource = {
  name: SourceName;
  load(options: SourceOptions): Promise<LoadedFeed>;
};

/** A source that cannot be used as asked; the message says what to change. */
export class SourceError extends Error {
  override name = 'SourceError';
}
