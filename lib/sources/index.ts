import type { Env } from '@/lib/config';
import { bundledSource } from './bundled';
import { feedSource } from './feed';
import { omnicasaSource } from './omnicasa';
import {
  SOURCE_NAMES,
  SourceError,
  type ListingSource,
  type LoadedFeed,
  type SourceName,
  type SourceOptions,
} from './types';

export { SourceError, type ListingSource, type LoadedFeed, type SourceName } from './types';

export const SOURCES: Readonly<Record<SourceName, ListingSource>> = {
  bundled: bundledSource,
  feed: feedSource,
  omnicasa: omnicasaSource,
};

/** The import's options that take a value: that value is no feed path. */
const VALUE_OPTIONS = new Set([
  '--max-removed',
  '--max-price-changes',
  '--max-quarantined',
  '--keep',
]);
/** The import's commands that read no source. */
const NO_SOURCE = new Set(['--rollback', '--list', '--status']);

export type SourceChoice = {
  /** null: the command reads no source (`--rollback`, `--list`, `--status`, or nothing named). */
  source: ListingSource | null;
  path: string | null;
  /** The other arguments, for the import's own parsing. */
  rest: string[];
};

/**
 * Which source a command line asks for: `--from bundled|feed|omnicasa`, else a path named alone
 * (a feed, as always), else with `CRM=omnicasa` the CRM, else none. A site without a CRM chooses
 * exactly as before.
 */
export function chooseSource(argv: readonly string[], env: Env): SourceChoice {
  const rest: string[] = [];
  let from: string | null = null;
  let path: string | null = null;
  let paths = 0;
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === '--from') {
      const value = argv[++index];
      if (!SOURCE_NAMES.includes(value as SourceName))
        throw new SourceError(
          `--from takes ${SOURCE_NAMES.join(', ')} (got ${value ?? 'nothing'})`,
        );
      from = value!;
    } else if (VALUE_OPTIONS.has(arg)) {
      rest.push(arg);
      if (index + 1 < argv.length) rest.push(argv[++index]!);
    } else if (!arg.startsWith('--')) {
      paths += 1;
      path ??= arg;
      if (paths > 1) rest.push(arg); // the import refuses a second feed by name
    } else rest.push(arg);
  }
  const name: SourceName | null =
    (from as SourceName | null) ??
    (path !== null
      ? 'feed'
      : rest.some((arg) => NO_SOURCE.has(arg)) || env.CRM?.trim().toLowerCase() !== 'omnicasa'
        ? null
        : 'omnicasa');
  return { source: name === null ? null : SOURCES[name], path, rest };
}

export type LoadedArgs = LoadedFeed & {
  /** The arguments for the import: the loaded feed's path in place of the source's. */
  argv: string[];
  source: SourceName | null;
};

/** Chooses the source, loads it, and gives the import its arguments with the feed's path. */
export async function loadForImport(
  argv: readonly string[],
  options: Omit<SourceOptions, 'path'>,
): Promise<LoadedArgs> {
  const { source, path, rest } = chooseSource(argv, options.env);
  if (!source)
    return {
      argv: [...(path === null ? [] : [path]), ...rest],
      target: '',
      problems: [],
      cleanup: () => undefined,
      source: null,
    };
  const loaded = await source.load({ ...options, path });
  return { ...loaded, argv: [loaded.target, ...rest], source: source.name };
}
