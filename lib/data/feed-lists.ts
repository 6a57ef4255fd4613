import type { RawCity, RawListing, RawPayload, RawType } from './schema';

/**
 * The lists of a feed besides `listings` (issue 35 item 8, docs/import.md): which a feed must
 * carry and which the import derives when it does not.
 *
 * - `listings`: required — the feed is about them.
 * - `projects`: required only when a listing is a unit of a project (`ProjectID`): a project's
 *   name, description, prices, delivery and plans are in no other list. Absent otherwise: none.
 * - `webIDs` (types): derived — the names and show order of the types the site serves now, and
 *   for a type it does not know, the listings' own `MainTypeName`; counts from the listings.
 * - `citys`, `citysSale`, `citysRent`: derived from the listings (name, postcode, country and
 *   counts per language), exactly what a CRM's city lists hold.
 * - `neighbourhoods`: optional; nothing on the site reads it. Absent: none.
 */
export const DERIVED_LISTS = ['webIDs', 'citys', 'citysSale', 'citysRent'] as const;
export const OPTIONAL_LISTS = ['neighbourhoods'] as const;
export type OtherList =
  'projects' | (typeof DERIVED_LISTS)[number] | (typeof OPTIONAL_LISTS)[number];
export const OTHER_LISTS: readonly OtherList[] = ['projects', ...DERIVED_LISTS, ...OPTIONAL_LISTS];

const isSale = (listing: RawListing) => listing.Goal === 0;

/** City lists of a data set, one entry per language and postcode its listings are in. */
export function deriveCities(
  listings: readonly RawListing[],
): Pick<RawPayload, 'citys' | 'citysSale' | 'citysRent'> {
  const cities = new Map<string, RawCity>();
  for (const listing of listings) {
    const key = `${listing.language}|${listing.CountryID}|${listing.Zip}`;
    const city = cities.get(key) ?? {
      Name: listing.City,
      Zip: listing.Zip,
      CountryID: listing.CountryID,
      CountryName: listing.CountryName,
      PropertyCount: 0,
      language: listing.language,
      SaleCount: 0,
      RentCount: 0,
    };
    city.PropertyCount += 1;
    if (isSale(listing)) city.SaleCount += 1;
    else city.RentCount += 1;
    cities.set(key, city);
  }
  const citys = [...cities.values()].sort(
    (a, b) => a.language.localeCompare(b.language) || a.Name.localeCompare(b.Name, a.language),
  );
  return {
    citys,
    citysSale: citys.filter((city) => city.SaleCount > 0),
    citysRent: citys.filter((city) => city.RentCount > 0),
  };
}

/**
 * The type list: the types the site serves now (their names and show order are the agency's
 * settings, not the feed's), and any type a listing names that they lack, by its `MainTypeName`.
 * Counts are the listings under each of their WebIDs, as the lists count them.
 */
export function deriveTypes(
  listings: readonly RawListing[],
  served: readonly RawType[],
): RawType[] {
  const types = new Map<string, RawType>();
  for (const type of served) types.set(`${type.language}|${type.WebID}`, { ...type });
  const languages = new Set(listings.map((listing) => listing.language));
  for (const listing of listings) {
    const key = `${listing.language}|${listing.WebID}`;
    if (!types.has(key))
      types.set(key, {
        ID: listing.WebID,
        WebID: listing.WebID,
        Name: listing.MainTypeName,
        ShowOrder: listing.WebID,
        Sale: true,
        Rent: true,
        language: listing.language,
        SaleCount: 0,
        RentCount: 0,
      });
  }
  const kept = [...types.values()].filter((type) => languages.has(type.language));
  for (const type of kept) {
    type.SaleCount = 0;
    type.RentCount = 0;
  }
  const byKey = new Map(kept.map((type) => [`${type.language}|${type.WebID}`, type]));
  for (const listing of listings)
    for (const webId of new Set(listing.WebIDs.split(',').map(Number))) {
      const type = byKey.get(`${listing.language}|${webId}`);
      if (!type) continue;
      if (isSale(listing)) type.SaleCount += 1;
      else type.RentCount += 1;
    }
  return kept;
}

/** Why a feed without a projects list is refused: the projects its listings are units of. */
export function missingProjects(listings: readonly RawListing[]): string | null {
  const units = new Map<number, number[]>();
  for (const listing of listings)
    if (listing.ProjectID !== null && !units.get(listing.ProjectID)?.includes(listing.ID))
      units.set(listing.ProjectID, [...(units.get(listing.ProjectID) ?? []), listing.ID]);
  if (units.size === 0) return null;
  const named = [...units].map(
    ([project, ids]) => `project ${project} (listings ${ids.join(', ')})`,
  );
  return `no "projects" list, yet its listings are units of ${named.slice(0, 10).join(', ')}${named.length > 10 ? ` and ${named.length - 10} more` : ''}: a project's name, description, prices, delivery and plans are in no other list, so a feed with project units must carry "projects"`;
}
