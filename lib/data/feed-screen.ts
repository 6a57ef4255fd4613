import { z } from 'zod';
import { ConfigError, describeIssuePath, formatIssues } from '@/lib/content/validate';
import {
  DERIVED_LISTS,
  deriveCities,
  deriveTypes,
  missingProjects,
  OTHER_LISTS,
  type OtherList,
} from './feed-lists';
import { parsePayload } from './load';
import {
  describeDisagreement,
  describeDuplicate,
  findDisagreements,
  findDuplicates,
} from './one-truth';
import { describeImplausibility, findImplausibilities } from './plausibility';
import {
  rawCitySchema,
  rawListingSchema,
  rawProjectSchema,
  rawTreeItemSchema,
  rawTypeSchema,
  type RawListing,
  type RawPayload,
} from './schema';

/**
 * Per-record quarantine (issue 35 item 6, docs/import.md). A feed's listings are judged one by one
 * — the schema, one record per language, one truth across languages, plausibility — and a listing
 * with any bad record is quarantined whole (all its languages): kept at its last good version,
 * the one the site serves now, or left out when it is new. The rest of the feed is published.
 * What is not a listing (the feed's shape, its other lists) is still judged as a whole: a broken
 * type list or project is the export's fault, not one record's.
 */
export type Quarantined = {
  /** The listing's ID; null for a record without a usable one (left out). */
  id: number | null;
  /** `listing 4217`, or `listings[12]` for a record without a usable ID. */
  record: string;
  reasons: string[];
  /** Whether its last good version (the one served now) stays published. */
  kept: boolean;
};

export type Screened = {
  payload: RawPayload;
  quarantined: Quarantined[];
  /** The lists the feed did not carry and the import derived (feed-lists.ts). */
  derived: string[];
};

const LIST_SCHEMAS: Record<OtherList, z.ZodType> = {
  projects: z.array(rawProjectSchema),
  webIDs: z.array(rawTypeSchema),
  citys: z.array(rawCitySchema),
  citysSale: z.array(rawCitySchema),
  citysRent: z.array(rawCitySchema),
  neighbourhoods: z.array(rawTreeItemSchema),
};

const SHOWN_REASONS = 5;

function idOf(record: unknown): number | null {
  const id = (record as { ID?: unknown } | null)?.ID;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

class Findings {
  private readonly byKey = new Map<string, Quarantined>();

  add(id: number | null, position: number, reason: string): void {
    const record = id === null ? `listings[${position}]` : `listing ${id}`;
    const found = this.byKey.get(record) ?? { id, record, reasons: [], kept: false };
    if (!found.reasons.includes(reason)) found.reasons.push(reason);
    this.byKey.set(record, found);
  }

  has(id: number): boolean {
    return this.byKey.has(`listing ${id}`);
  }

  get all(): Quarantined[] {
    return [...this.byKey.values()];
  }
}

/** Problems of listings among themselves and with the projects (one truth, duplicates, plausibility). */
function crossProblems(
  listings: RawListing[],
  others: Omit<RawPayload, 'listings'>,
  positions: number[],
): { id: number; position: number; reason: string }[] {
  const payload: RawPayload = { ...others, listings };
  const found: { id: number; position: number; reason: string }[] = [];
  const duplicated = new Set<number>();
  for (const duplicate of findDuplicates(payload)) {
    if (duplicate.kind !== 'listing') continue;
    const at = duplicate.positions.map((position) => positions[position] ?? position);
    duplicated.add(Number(duplicate.id));
    found.push({
      id: Number(duplicate.id),
      position: at[0]!,
      reason: describeDuplicate({ ...duplicate, positions: at }),
    });
  }
  const single: RawPayload = {
    ...payload,
    listings: listings.filter((listing) => !duplicated.has(listing.ID)),
  };
  for (const disagreement of findDisagreements(single))
    if (disagreement.kind === 'listing')
      found.push({
        id: Number(disagreement.id),
        position: -1,
        reason: describeDisagreement(disagreement),
      });
  for (const problem of findImplausibilities(single))
    if (problem.kind === 'listing')
      found.push({ id: problem.id, position: -1, reason: describeImplausibility(problem) });
  return found;
}

/**
 * Judges a feed (parsed JSON, its photos already planned) against the data set served now, and
 * returns the payload to publish: the good listings, the quarantined ones at their last good
 * version, and the lists the feed left out derived. `strict`: any bad record refuses the whole
 * feed, as before issue 35. Throws a ConfigError for a feed that cannot be published at all.
 */
export function screenFeed(
  feed: unknown,
  served: RawPayload,
  source: string,
  options: { strict?: boolean } = {},
): Screened {
  if (typeof feed !== 'object' || feed === null || Array.isArray(feed))
    throw new ConfigError(`${source}: not an object of record lists`);
  const lists = feed as Record<string, unknown>;
  const known = new Set<string>(['listings', ...OTHER_LISTS]);
  const unknown = Object.keys(lists).filter((key) => !known.has(key));
  if (unknown.length > 0)
    throw new ConfigError(
      `${source}: unknown list ${unknown.map((key) => `"${key}"`).join(', ')} (a feed has "listings", and may have ${OTHER_LISTS.map((key) => `"${key}"`).join(', ')})`,
    );
  if (!Array.isArray(lists.listings))
    throw new ConfigError(
      `${source}: no "listings" list — the one list a feed must carry (README › Importing listings, docs/import.md)`,
    );

  const others: Partial<Omit<RawPayload, 'listings'>> = {};
  for (const list of OTHER_LISTS) {
    if (lists[list] === undefined) continue;
    const parsed = LIST_SCHEMAS[list].safeParse(lists[list]);
    if (!parsed.success)
      throw new ConfigError(
        formatIssues(
          source,
          parsed.error.issues
            .slice(0, 25)
            .map((issue) => ({ ...issue, path: [list, ...issue.path] })),
          feed,
        ),
      );
    (others as Record<string, unknown>)[list] = parsed.data;
  }

  // each record on its own: the schema
  const findings = new Findings();
  const valid: { position: number; record: RawListing }[] = [];
  lists.listings.forEach((raw, position) => {
    const parsed = rawListingSchema.safeParse(raw);
    if (parsed.success) {
      valid.push({ position, record: parsed.data });
      return;
    }
    for (const issue of parsed.error.issues.slice(0, SHOWN_REASONS))
      findings.add(
        idOf(raw),
        position,
        `${describeIssuePath(['listings', position, ...issue.path], feed)}: ${issue.message}`,
      );
  });

  // a listing's records together, and with the projects
  const context: Omit<RawPayload, 'listings'> = {
    projects: others.projects ?? [],
    webIDs: others.webIDs ?? [],
    citys: [],
    citysSale: [],
    citysRent: [],
    neighbourhoods: others.neighbourhoods ?? [],
  };
  const candidates = valid.filter(({ record }) => !findings.has(record.ID));
  for (const problem of crossProblems(
    candidates.map(({ record }) => record),
    context,
    candidates.map(({ position }) => position),
  ))
    findings.add(problem.id, problem.position, problem.reason);

  const quarantined = findings.all;
  if (options.strict && quarantined.length > 0)
    throw new ConfigError(
      `${source}: ${quarantined.length} listing${quarantined.length === 1 ? ' is' : 's are'} not valid (--strict refuses the whole feed):\n  ${quarantined
        .slice(0, 25)
        .flatMap((entry) => entry.reasons)
        .join('\n  ')}`,
    );

  // the good listings, and the quarantined ones at the version served now when it still fits
  const good = valid.filter(({ record }) => !findings.has(record.ID)).map(({ record }) => record);
  const keptIds = new Set(quarantined.flatMap((entry) => (entry.id === null ? [] : [entry.id])));
  let kept = served.listings.filter((record) => keptIds.has(record.ID));
  const misfits = new Map<number, string>();
  for (const problem of kept.length > 0 ? crossProblems([...good, ...kept], context, []) : [])
    if (keptIds.has(problem.id) && !misfits.has(problem.id))
      misfits.set(problem.id, problem.reason);
  kept = kept.filter((record) => !misfits.has(record.ID));
  const keptNow = new Set(kept.map((record) => record.ID));
  for (const entry of quarantined) {
    entry.kept = entry.id !== null && keptNow.has(entry.id);
    const misfit = entry.id === null ? undefined : misfits.get(entry.id);
    if (misfit) entry.reasons.push(`its last good version no longer fits the feed: ${misfit}`);
  }
  const listings = [...good, ...kept];

  if (others.projects === undefined) {
    const missing = missingProjects(listings);
    if (missing) throw new ConfigError(`${source}: ${missing}`);
  }
  const derived: string[] = [];
  const cities = deriveCities(listings);
  for (const list of DERIVED_LISTS) if (others[list] === undefined) derived.push(list);
  const payload = parsePayload(
    {
      listings,
      projects: others.projects ?? [],
      webIDs: others.webIDs ?? deriveTypes(listings, served.webIDs),
      citys: others.citys ?? cities.citys,
      citysSale: others.citysSale ?? cities.citysSale,
      citysRent: others.citysRent ?? cities.citysRent,
      neighbourhoods: others.neighbourhoods ?? [],
    },
    source,
  );
  return { payload, quarantined, derived };
}

/** The lines `npm run import` prints and mails about quarantined records. */
export function describeQuarantine(quarantined: readonly Quarantined[], shown = 20): string[] {
  if (quarantined.length === 0) return [];
  const lines = [
    `quarantined: ${quarantined.length} (kept at their last good version, or left out when new)`,
  ];
  for (const entry of quarantined.slice(0, shown)) {
    lines.push(`    ${entry.record}: ${entry.kept ? 'kept at its last good version' : 'left out'}`);
    for (const reason of entry.reasons.slice(0, SHOWN_REASONS)) lines.push(`        ${reason}`);
  }
  if (quarantined.length > shown) lines.push(`    … and ${quarantined.length - shown} more`);
  return lines;
}
