import { rawListingSchema } from '@/lib/data/schema';
import type { Locale } from '@/lib/i18n/locales';
import { field, isRecord, type JsonRecord } from './client';

/**
 * An Omnicasa property (a row of `GetPropertyList` or the `Value` of `GetProperty`) as a record of
 * the site's feed (lib/data/schema.ts › rawListingSchema), for the import to validate, resolve the
 * photos of and publish. The feed's model is Omnicasa's, so most fields keep their names (matched
 * without regard to case); the others come from the names the public clients read
 * (docs/crm-omnicasa.md): coordinates from GoogleX/GoogleY, the text from DescriptionA, the
 * creation day from CreatedDate, photos from XLargePictureItems, LargePictureItems or
 * LargePictures, features from HasLift, HasGarden…. A field found under no name is null where the
 * feed allows it and absent otherwise, so that the import names what is missing.
 */
export type MappedListing = { record: Record<string, unknown>; missing: string[] };

const FIELD_NAMES = Object.keys(rawListingSchema.shape);

/** Other names of a feed field in Omnicasa's answers, in order of preference. */
const ALIASES: Partial<Record<string, readonly string[]>> = {
  Description: ['DescriptionA', 'Description'],
  CreatedAt: ['CreatedDate', 'CreatedAt'],
  Lift: ['HasLift', 'Lift'],
  Garden: ['HasGarden', 'Garden'],
  Terrace: ['HasTerrace', 'Terrace'],
  Cellar: ['HasCellar', 'Cellar'],
  Attic: ['HasAttic', 'Attic'],
  Furnished: ['HasFurnished', 'Furnished'],
  Floors: ['NumberOfFloors', 'Floors'],
  Facades: ['NumberOfFacades', 'Facades'],
  Bedrooms: ['NumberOfBedRooms', 'NumberOfBedrooms', 'Bedrooms'],
  Bathrooms: ['NumberOfBathRooms', 'NumberOfBathrooms', 'Bathrooms'],
};

/** Feed fields the mapper fills itself. */
const COMPUTED = new Set([
  'ID',
  'language',
  'WebIDs',
  'Latitude',
  'Longitude',
  'Pictures',
  'SmallPictureItem',
  'CreatedAt',
  'PriceChanges',
]);

export function mapOmnicasaListing(row: JsonRecord, locale: Locale): MappedListing {
  const record: Record<string, unknown> = { language: locale };
  const missing: string[] = [];
  const take = (name: string): unknown => {
    for (const alias of ALIASES[name] ?? [name]) {
      const value = field(row, alias);
      if (value !== undefined && value !== '') return value;
    }
    return undefined;
  };
  record.ID = numberOf(field(row, 'ID'));
  const webIds = field(row, 'WebIDs');
  record.WebIDs = Array.isArray(webIds) ? webIds.join(',') : webIds;
  const [latitude, longitude] = coordinates(row);
  record.Latitude = latitude;
  record.Longitude = longitude;
  record.CreatedAt = dateTimeOf(take('CreatedAt'));
  const pictures = picturesOf(row);
  record.Pictures = pictures.length > 0 ? pictures : undefined;
  record.SmallPictureItem = pictureOf(field(row, 'SmallPictureItem'), 0) ?? pictures[0];
  for (const name of FIELD_NAMES) {
    if (COMPUTED.has(name)) continue;
    const value = take(name);
    if (value !== undefined) record[name] = value;
  }
  for (const name of FIELD_NAMES) {
    if (record[name] !== undefined && record[name] !== null) continue;
    if (name === 'PriceChanges') continue;
    const nullable =
      rawListingSchema.shape[name as keyof typeof rawListingSchema.shape].safeParse(null).success;
    if (nullable) record[name] = null;
    else {
      delete record[name];
      missing.push(name);
    }
  }
  return { record, missing };
}

function numberOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/**
 * Latitude and longitude from GoogleY and GoogleX (or Latitude/Longitude). In Belgium and
 * Luxembourg the latitude is 49–52 and the longitude 2–7: a pair given the other way round is
 * turned, and anything else is left out.
 */
function coordinates(row: JsonRecord): [number | undefined, number | undefined] {
  const x = numberOf(field(row, 'GoogleX') ?? field(row, 'Longitude'));
  const y = numberOf(field(row, 'GoogleY') ?? field(row, 'Latitude'));
  const isLatitude = (value?: number) => value !== undefined && value >= 49 && value <= 52;
  const isLongitude = (value?: number) => value !== undefined && value >= 2 && value <= 7;
  if (isLatitude(y) && isLongitude(x)) return [y, x];
  if (isLatitude(x) && isLongitude(y)) return [x, y];
  return [undefined, undefined];
}

/** An ISO date-time from ISO text or WCF's `/Date(1700000000000+0100)/`. */
export function dateTimeOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const wcf = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/.exec(value.trim());
  const time = wcf ? Number(wcf[1]) : Date.parse(value);
  return Number.isFinite(time) ? new Date(time).toISOString() : undefined;
}

function pictureOf(value: unknown, index: number): Record<string, unknown> | undefined {
  const item = typeof value === 'string' ? { Url: value } : value;
  if (!isRecord(item)) return undefined;
  const url = field(item, 'Url') ?? field(item, 'URL');
  if (typeof url !== 'string' || url.trim() === '') return undefined;
  return {
    Url: url.trim(),
    ID: numberOf(field(item, 'ID')) ?? index + 1,
    Width: numberOf(field(item, 'Width')) ?? 1600,
    Height: numberOf(field(item, 'Height')) ?? 1067,
    Name: String(field(item, 'Name') ?? field(item, 'Description') ?? '').trim() || `${index + 1}`,
  };
}

/** The largest photos the row names, first list found of XLargePictureItems, LargePictureItems, LargePictures. */
function picturesOf(row: JsonRecord): Record<string, unknown>[] {
  for (const name of ['XLargePictureItems', 'LargePictureItems', 'LargePictures', 'Pictures']) {
    const list = field(row, name);
    if (!Array.isArray(list) || list.length === 0) continue;
    return list
      .map((item, index) => pictureOf(item, index))
      .filter((item): item is Record<string, unknown> => item !== undefined);
  }
  const single = pictureOf(field(row, 'LargePicture'), 0);
  return single ? [single] : [];
}
