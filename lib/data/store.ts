import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { MUNICIPALITIES } from './municipalities';
import { reshapeCity, reshapeListing, reshapeProject, reshapeType } from './reshape';
import type { RawPayload } from './schema';
import { lastDrop, lastDropTime, mergeHistory } from './price-history';
import { normalizeText, WordIndex } from './text-index';
import type { City, Goal, Listing, Project, PropertyType } from '@/lib/model/types';
import type { VersionContent } from './version-content';

export type SortKey = 'newest' | 'price-asc' | 'price-desc' | 'price-lowered';

export const FEATURE_BITS = {
  garden: 1,
  terrace: 2,
  parking: 4,
  lift: 8,
  'price-lowered': 16,
} as const;

/** Search facts of every listing as typed columns (position = index in `listings`): fast to scan. */
export type Columns = {
  /** NaN when the price is not published. */
  price: Float64Array;
  bedrooms: Int16Array;
  living: Float64Array;
  /** Energy label letter (0 = A, A+ and A++ included; Luxembourg's H and I are 7 and 8); -1 without one. */
  epc: Int8Array;
  /** FEATURE_BITS of the listing. */
  features: Uint8Array;
  /** Where the map shows the listing (its published or approximate position). */
  lat: Float64Array;
  lng: Float64Array;
};

/** Everything lib/data answers from, per language, built once per process. */
export type LocaleIndex = {
  listings: Listing[];
  byId: Map<number, Listing>;
  /** Listing positions per goal, pre-sorted for each sort order, so a search never sorts. */
  sorted: Record<Goal, Record<SortKey, Uint32Array>>;
  columns: Columns;
  /** Listing positions per postcode and per type (a listing is under each of its WebIDs). */
  byZip: Map<string, Uint32Array>;
  byType: Map<number, Uint32Array>;
  /**
   * Postcodes of each city name (normalized), for a `city` parameter without a postcode and for
   * the search box: the name in every language of the data set and of the municipality
   * reference, so that "Gent", "Gand" and "Ghent" find the same city on any page.
   */
  zipsByCityName: Map<string, string[]>;
  words: WordIndex;
  references: WordIndex;
  projects: Project[];
  projectById: Map<number, Project>;
  types: PropertyType[];
  cities: City[];
  citiesSale: City[];
  citiesRent: City[];
  /** Listings an import removed (docs/importing-listings.md): their pages answer 410. */
  removed: Map<number, Listing>;
};

export type DataStore = {
  locales: Locale[];
  byLocale: Map<Locale, LocaleIndex>;
};

function priceOrder(listing: Listing, direction: 1 | -1): number {
  // Listings without a published price go after the priced ones, whatever the direction.
  return listing.price === null ? Number.POSITIVE_INFINITY : listing.price * direction;
}

function sortedPositions(
  listings: Listing[],
  goal: Goal,
  compare: (a: Listing, b: Listing) => number,
): Uint32Array {
  const positions = listings.flatMap((listing, position) =>
    listing.goal === goal ? [position] : [],
  );
  positions.sort(
    (a, b) => compare(listings[a]!, listings[b]!) || listings[a]!.id - listings[b]!.id,
  );
  return Uint32Array.from(positions);
}

const SORTS: Record<SortKey, (a: Listing, b: Listing) => number> = {
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  'price-asc': (a, b) => priceOrder(a, 1) - priceOrder(b, 1),
  'price-desc': (a, b) => priceOrder(a, -1) - priceOrder(b, -1),
  // the latest drop first; listings whose price was not lowered follow, newest first
  'price-lowered': (a, b) => {
    const [dropA, dropB] = [lastDropTime(a.priceHistory), lastDropTime(b.priceHistory)];
    if (dropA !== dropB) return dropA > dropB ? -1 : 1;
    return dropA === Number.NEGATIVE_INFINITY ? b.createdAt.localeCompare(a.createdAt) : 0;
  },
};

function searchText(listing: Listing): string {
  return [
    listing.headline,
    listing.description,
    listing.place.city,
    listing.place.zip,
    listing.reference,
    listing.typeName,
    listing.place.street,
  ].join(' ');
}

function groupPositions<K>(
  listings: Listing[],
  keysOf: (listing: Listing) => K[],
): Map<K, Uint32Array> {
  const groups = new Map<K, number[]>();
  listings.forEach((listing, position) => {
    for (const key of keysOf(listing)) {
      const list = groups.get(key);
      if (list) list.push(position);
      else groups.set(key, [position]);
    }
  });
  return new Map([...groups].map(([key, positions]) => [key, Uint32Array.from(positions)]));
}

function buildColumns(listings: Listing[]): Columns {
  const columns: Columns = {
    price: new Float64Array(listings.length),
    bedrooms: new Int16Array(listings.length),
    living: new Float64Array(listings.length),
    epc: new Int8Array(listings.length),
    features: new Uint8Array(listings.length),
    lat: new Float64Array(listings.length),
    lng: new Float64Array(listings.length),
  };
  listings.forEach((listing, position) => {
    columns.price[position] = listing.price ?? Number.NaN;
    columns.bedrooms[position] = listing.rooms.bedrooms ?? 0;
    columns.living[position] = listing.surfaces.living ?? 0;
    columns.lat[position] = listing.place.latitude;
    columns.lng[position] = listing.place.longitude;
    const label = listing.energy.label?.label;
    columns.epc[position] = label ? label.charCodeAt(0) - 97 : -1;
    const parking = (listing.parking.garages ?? 0) + (listing.parking.parkings ?? 0) > 0;
    columns.features[position] =
      (listing.features.garden ? FEATURE_BITS.garden : 0) |
      (listing.features.terrace ? FEATURE_BITS.terrace : 0) |
      (parking ? FEATURE_BITS.parking : 0) |
      (listing.features.lift ? FEATURE_BITS.lift : 0) |
      (lastDrop(listing.priceHistory) ? FEATURE_BITS['price-lowered'] : 0);
  });
  return columns;
}

function zipsByCityName(payload: RawPayload): Map<string, string[]> {
  const names = new Map<string, Set<string>>();
  const add = (name: string, zip: string) => {
    const key = normalizeText(name);
    const zips = names.get(key) ?? new Set<string>();
    zips.add(zip);
    names.set(key, zips);
  };
  for (const record of [...payload.listings, ...payload.citys])
    add('City' in record ? record.City : record.Name, record.Zip);
  const zipsInData = new Set(payload.listings.map((listing) => listing.Zip));
  for (const municipality of MUNICIPALITIES) {
    if (!zipsInData.has(municipality.zip)) continue;
    for (const name of Object.values(municipality.names)) add(name, municipality.zip);
  }
  return new Map([...names].map(([name, zips]) => [name, [...zips]]));
}

function countIn(positions: Uint32Array | undefined, listings: Listing[], goal: Goal): number {
  let count = 0;
  for (const position of positions ?? []) if (listings[position]!.goal === goal) count++;
  return count;
}

/**
 * Type and city counts as the list filtered by that type or city shows them (a listing under each
 * of its WebIDs), whatever the feed's own counts say: a suggestion never promises another number
 * than the page it opens.
 */
function withCounts<T extends { saleCount: number; rentCount: number }>(
  item: T,
  positions: Uint32Array | undefined,
  listings: Listing[],
): T {
  const saleCount = countIn(positions, listings, 'sale');
  const rentCount = countIn(positions, listings, 'rent');
  return {
    ...item,
    saleCount,
    rentCount,
    ...('count' in item ? { count: saleCount + rentCount } : {}),
  };
}

/** What imports recorded about the listings of a version (none for the bundled data set). */
export type Recorded = Pick<VersionContent, 'priceHistory' | 'updatedAt' | 'removed'>;
const NOTHING_RECORDED: Recorded = { priceHistory: {}, updatedAt: {}, removed: [] };

function withRecord(listing: Listing, recorded: Recorded): Listing {
  const history = recorded.priceHistory[listing.id];
  const updatedAt = recorded.updatedAt[listing.id];
  if (!history && !updatedAt) return listing;
  return {
    ...listing,
    priceHistory: mergeHistory(listing.priceHistory, history ?? []),
    updatedAt: updatedAt ?? listing.updatedAt,
  };
}

export function buildStore(payload: RawPayload, recorded: Recorded = NOTHING_RECORDED): DataStore {
  const byLocale = new Map<Locale, LocaleIndex>();
  const cityNames = zipsByCityName(payload);
  for (const locale of LOCALES) {
    const listings = payload.listings
      .filter((raw) => raw.language === locale)
      .map((raw) => withRecord(reshapeListing(raw), recorded));
    if (listings.length === 0 && !payload.webIDs.some((raw) => raw.language === locale)) continue;
    const projects = payload.projects.filter((raw) => raw.language === locale).map(reshapeProject);
    const goals = ['sale', 'rent'] as const;
    const byZip = groupPositions(listings, (listing) => [listing.place.zip]);
    const byType = groupPositions(listings, (listing) => listing.typeIds);
    const cities = payload.citys
      .filter((raw) => raw.language === locale)
      .map((raw) => withCounts(reshapeCity(raw), byZip.get(raw.Zip), listings));
    byLocale.set(locale, {
      listings,
      byId: new Map(listings.map((listing) => [listing.id, listing])),
      sorted: Object.fromEntries(
        goals.map((goal) => [
          goal,
          {
            newest: sortedPositions(listings, goal, SORTS.newest),
            'price-asc': sortedPositions(listings, goal, SORTS['price-asc']),
            'price-desc': sortedPositions(listings, goal, SORTS['price-desc']),
            'price-lowered': sortedPositions(listings, goal, SORTS['price-lowered']),
          },
        ]),
      ) as LocaleIndex['sorted'],
      columns: buildColumns(listings),
      byZip,
      byType,
      zipsByCityName: cityNames,
      words: new WordIndex(listings.map(searchText)),
      references: new WordIndex(listings.map((listing) => listing.reference)),
      projects,
      projectById: new Map(projects.map((project) => [project.id, project])),
      types: payload.webIDs
        .filter((raw) => raw.language === locale)
        .map((raw) => withCounts(reshapeType(raw), byType.get(raw.WebID), listings))
        .sort((a, b) => a.showOrder - b.showOrder),
      cities,
      citiesSale: cities.filter((city) => city.saleCount > 0),
      citiesRent: cities.filter((city) => city.rentCount > 0),
      removed: new Map(
        recorded.removed.flatMap((entry) =>
          entry.records
            .filter((raw) => raw.language === locale)
            .map((raw) => [entry.id, reshapeListing(raw)] as const),
        ),
      ),
    });
  }
  return { locales: [...byLocale.keys()], byLocale };
}

/**
 * A record of one language. A listing (or project) is published in the languages the data set
 * carries it in, and only in those (issue 35, docs/import.md): a listing without a German record
 * is in no German list, has no German page and no German sitemap entry or hreflang alternate, so
 * its French text is never shown under /de/. Only a language the data set has no record of at
 * all falls back to `fallback`'s, as its lists do (lib/data/index.ts › indexOf).
 */
export function lookup<T>(
  store: DataStore,
  locale: Locale,
  fallback: Locale,
  find: (index: LocaleIndex) => T | undefined,
): T | null {
  const own = store.byLocale.get(locale) ?? store.byLocale.get(fallback);
  return (own ? find(own) : undefined) ?? null;
}

/** A record in the language asked for, else in any language the data set has it in (the fallback's first). */
export function lookupAnyLanguage<T>(
  store: DataStore,
  locale: Locale,
  fallback: Locale,
  find: (index: LocaleIndex) => T | undefined,
): T | null {
  for (const language of [locale, fallback, ...store.locales]) {
    const index = store.byLocale.get(language);
    const found = index ? find(index) : undefined;
    if (found !== undefined) return found;
  }
  return null;
}
