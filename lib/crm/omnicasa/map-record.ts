import type { z } from 'zod';
import { field, isRecord, type JsonRecord } from './client';

/**
 * An Omnicasa row as a record of one of the feed's schemas (lib/data/schema.ts): the feed's model
 * is Omnicasa's, so a field keeps its name (matched without regard to case) unless `aliases` gives
 * the names Omnicasa's answers use, and `computed` fields are the caller's. A field found under no
 * name is null where the schema allows it, and otherwise left out and named in `missing`, so that
 * the import's validation says what the CRM did not give.
 */
export type MappedRecord = { record: Record<string, unknown>; missing: string[] };

export function mapRecord(
  row: JsonRecord,
  shape: Readonly<Record<string, z.ZodType>>,
  options: {
    aliases?: Partial<Record<string, readonly string[]>>;
    computed: Record<string, unknown>;
    /** Fields that may stay absent (optional in the schema). */
    optional?: readonly string[];
  },
): MappedRecord {
  const record: Record<string, unknown> = {};
  const missing: string[] = [];
  for (const [name, type] of Object.entries(shape)) {
    if (name in options.computed) {
      record[name] = options.computed[name];
      continue;
    }
    // an empty text counts only where the feed takes one (a box number), not as a missing value
    const emptyAllowed = type.safeParse('').success;
    for (const alias of options.aliases?.[name] ?? [name]) {
      const value = field(row, alias);
      if (value !== undefined && (value !== '' || emptyAllowed)) {
        record[name] = value;
        break;
      }
    }
  }
  for (const [name, type] of Object.entries(shape)) {
    if (record[name] !== undefined && record[name] !== null) continue;
    if (options.optional?.includes(name)) {
      delete record[name];
    } else if (type.safeParse(null).success) {
      record[name] = null;
    } else {
      delete record[name];
      missing.push(name);
    }
  }
  return { record, missing };
}

export function numberOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/**
 * Latitude and longitude from GoogleY and GoogleX (or Latitude/Longitude). In Belgium and
 * Luxembourg the latitude is 49–52 and the longitude 2–7: a pair given the other way round is
 * turned, and anything else is left out.
 */
export function coordinates(row: JsonRecord): { Latitude?: number; Longitude?: number } {
  const x = numberOf(field(row, 'GoogleX') ?? field(row, 'Longitude'));
  const y = numberOf(field(row, 'GoogleY') ?? field(row, 'Latitude'));
  const isLatitude = (value?: number) => value !== undefined && value >= 49 && value <= 52;
  const isLongitude = (value?: number) => value !== undefined && value >= 2 && value <= 7;
  if (isLatitude(y) && isLongitude(x)) return { Latitude: y, Longitude: x };
  if (isLatitude(x) && isLongitude(y)) return { Latitude: x, Longitude: y };
  return { Latitude: undefined, Longitude: undefined };
}

/** An ISO date-time from ISO text or WCF's `/Date(1700000000000+0100)/`. */
export function dateTimeOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const wcf = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/.exec(value.trim());
  const time = wcf ? Number(wcf[1]) : Date.parse(value);
  return Number.isFinite(time) ? new Date(time).toISOString() : undefined;
}

export type FeedPicture = { Url: string; ID: number; Width: number; Height: number; Name: string };

export function pictureOf(value: unknown, index: number): FeedPicture | undefined {
  const item = typeof value === 'string' ? { Url: value } : value;
  if (!isRecord(item)) return undefined;
  const url = field(item, 'Url') ?? field(item, 'URL');
  if (typeof url !== 'string' || url.trim() === '') return undefined;
  return {
    Url: url.trim(),
    ID: numberOf(field(item, 'ID')) ?? index + 1,
    // the import reads the real size from the photo itself
    Width: numberOf(field(item, 'Width')) ?? 1600,
    Height: numberOf(field(item, 'Height')) ?? 1067,
    Name: String(field(item, 'Name') ?? field(item, 'Description') ?? '').trim() || `${index + 1}`,
  };
}

/** The photos of the first list the row has, of `names` in order, or its single `single` photo. */
export function picturesOf(
  row: JsonRecord,
  names: readonly string[],
  single?: string,
): FeedPicture[] {
  for (const name of names) {
    const list = field(row, name);
    if (!Array.isArray(list) || list.length === 0) continue;
    return list
      .map((item, index) => pictureOf(item, index))
      .filter((item): item is FeedPicture => item !== undefined);
  }
  const one = single ? pictureOf(field(row, single), 0) : undefined;
  return one ? [one] : [];
}
