import { isDeepStrictEqual } from 'node:util';
import { municipalityOf, streetNames } from './municipalities';
import type { RawCity, RawListing, RawPayload, RawProject, RawType } from './schema';

/**
 * One truth per listing: a listing (or project, type, city) is written once per language, and
 * only its words may differ between those records. Every other field — numbers, codes, enums,
 * dates, coordinates, media, references — must be equal in all of them; a buyer reading in
 * French and her partner reading in Dutch see the same house.
 */

/** The fields that hold words in the record's language; every other field is a fact. */
export const WORDED_FIELDS = {
  listing: [
    'language',
    'City',
    'CountryName',
    'TypeDescription',
    'MainTypeName',
    'MarqueeName',
    'PriceUnitText',
    'Description',
    'Street',
  ],
  project: ['language', 'Name', 'City', 'CountryName', 'WebIDName', 'Street', 'Description'],
  type: ['language', 'Name'],
  city: ['language', 'Name', 'CountryName'],
} as const satisfies {
  listing: readonly (keyof RawListing)[];
  project: readonly (keyof RawProject)[];
  type: readonly (keyof RawType)[];
  city: readonly (keyof RawCity)[];
};

export type Disagreement = {
  kind: string;
  id: string;
  field: string;
  values: { languages: string[]; value: unknown }[];
};

type Versioned = { language: string } & object;

function groupBy<T>(records: readonly T[], keyOf: (record: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const record of records) {
    const key = keyOf(record);
    const group = groups.get(key);
    if (group) group.push(record);
    else groups.set(key, [record]);
  }
  return groups;
}

function disagreementsIn<T extends Versioned>(
  kind: string,
  id: string,
  versions: readonly T[],
  worded: readonly string[],
  extra: Record<string, (record: T) => unknown> = {},
): Disagreement[] {
  if (versions.length < 2) return [];
  const fields = [
    ...Object.keys(versions[0]!).filter((field) => !worded.includes(field)),
    ...Object.keys(extra),
  ];
  const found: Disagreement[] = [];
  for (const field of fields) {
    const valueOf = extra[field] ?? ((record: T) => (record as Record<string, unknown>)[field]);
    const values: Disagreement['values'] = [];
    for (const version of versions) {
      const value = valueOf(version);
      const same = values.find((entry) => isDeepStrictEqual(entry.value, value));
      if (same) same.languages.push(version.language);
      else values.push({ languages: [version.language], value });
    }
    if (values.length > 1) found.push({ kind, id, field, values });
  }
  return found;
}

/** Which entry of its municipality's street list a record's street is (its spelling may be per language). */
function streetEntry(record: RawListing | RawProject): string {
  const municipality = municipalityOf(record.CountryID, record.Zip);
  const index =
    municipality?.streets.findIndex((street) => streetNames(street).includes(record.Street)) ?? -1;
  // a street outside the reference is not translated: its spelling itself must agree
  return index >= 0 ? `#${index}` : record.Street;
}

/** Every fact that differs between the language versions of one record, in any part of the data set. */
export function findDisagreements(payload: RawPayload): Disagreement[] {
  const found: Disagreement[] = [];
  for (const [id, versions] of groupBy(payload.listings, (listing) => String(listing.ID))) {
    found.push(
      ...disagreementsIn('listing', id, versions, WORDED_FIELDS.listing, { Street: streetEntry }),
    );
  }
  for (const [id, versions] of groupBy(payload.projects, (project) => String(project.ID))) {
    found.push(
      ...disagreementsIn('project', id, versions, WORDED_FIELDS.project, { Street: streetEntry }),
    );
  }
  for (const [id, versions] of groupBy(payload.webIDs, (type) => String(type.WebID))) {
    found.push(...disagreementsIn('type', id, versions, WORDED_FIELDS.type));
  }
  for (const [list, cities] of [
    ['citys', payload.citys],
    ['citysSale', payload.citysSale],
    ['citysRent', payload.citysRent],
  ] as const) {
    for (const [zip, versions] of groupBy(cities, (city) => `${city.CountryID}-${city.Zip}`)) {
      found.push(...disagreementsIn(`city (${list})`, zip, versions, WORDED_FIELDS.city));
    }
  }
  return found;
}

/** A record given twice in one language: which list, which record and where (positions in its list). */
export type Duplicate = { kind: string; id: string; language: string; positions: number[] };

function duplicatesIn<T extends Versioned>(
  kind: string,
  records: readonly T[],
  keyOf: (record: T) => string,
): Duplicate[] {
  const positions = new Map<string, number[]>();
  records.forEach((record, position) => {
    const key = `${keyOf(record)}\u0000${record.language}`;
    const seen = positions.get(key);
    if (seen) seen.push(position);
    else positions.set(key, [position]);
  });
  const found: Duplicate[] = [];
  for (const [key, at] of positions) {
    if (at.length < 2) continue;
    const [id, language] = key.split('\u0000') as [string, string];
    found.push({ kind, id, language, positions: at });
  }
  return found;
}

/**
 * Every record given more than once in the same language (issue 35: the French Namur list carried
 * listing 4217 twice). Refused on its own, before any comparison across languages: two French
 * records with different prices are a duplicate, not a disagreement between languages.
 */
export function findDuplicates(payload: RawPayload): Duplicate[] {
  return [
    ...duplicatesIn('listing', payload.listings, (listing) => String(listing.ID)),
    ...duplicatesIn('project', payload.projects, (project) => String(project.ID)),
    ...duplicatesIn('type', payload.webIDs, (type) => String(type.WebID)),
    ...(['citys', 'citysSale', 'citysRent'] as const).flatMap((list) =>
      duplicatesIn(`city (${list})`, payload[list], (city) => `${city.CountryID}-${city.Zip}`),
    ),
  ];
}

const LIST_OF: Record<string, string> = {
  listing: 'listings',
  project: 'projects',
  type: 'webIDs',
};

/** `listing 4217: twice in fr (listings[12] and listings[40]); one record per listing and language` */
export function describeDuplicate(duplicate: Duplicate): string {
  const list = LIST_OF[duplicate.kind] ?? /\((\w+)\)/.exec(duplicate.kind)?.[1] ?? duplicate.kind;
  const where = duplicate.positions.map((position) => `${list}[${position}]`);
  const times = duplicate.positions.length === 2 ? 'twice' : `${duplicate.positions.length} times`;
  return `${duplicate.kind} ${duplicate.id}: ${times} in ${duplicate.language} (${where.slice(0, -1).join(', ')} and ${where.at(-1)}); one record per ${duplicate.kind.split(' ')[0]} and language`;
}

/** `listing 4101: Heating differs between languages (en: "fuel-oil"; nl, fr: "gas"; de: "electric")` */
export function describeDisagreement(disagreement: Disagreement): string {
  const values = disagreement.values
    .map((entry) => `${entry.languages.join(', ')}: ${JSON.stringify(entry.value)}`)
    .join('; ');
  return `${disagreement.kind} ${disagreement.id}: ${disagreement.field} differs between languages (${values})`;
}
