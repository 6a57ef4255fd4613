import { z } from 'zod';
import { FAVOURITE_TOKEN, MAX_COMPARED, MAX_FAVOURITES } from './ids';

/**
 * The favourites page's address: `ids` (the list, also the link that carries it to another
 * device: `?ids=4101,4102,p3`) and `compare` (the listings side by side, one parameter per ticked
 * box). Anything else in the address is ignored; a broken or oversized list is refused as a whole
 * with a reason the page translates, never half-read.
 */
type Raw = string | string[] | undefined;

export type FavouritesQuery =
  /** `ids` null: the address names no list; `compareTooMany`: more than MAX_COMPARED ticked (the list still shows). */
  | { ok: true; ids: string[] | null; compare: number[]; compareTooMany: boolean }
  | { ok: false; problem: 'invalid' | 'tooMany' };

const TOO_MANY = 'tooMany';

const idsSchema = z
  .string()
  // the longest honest list: MAX_FAVOURITES tokens of 11 characters and their commas
  .max(MAX_FAVOURITES * 12, { message: TOO_MANY })
  .transform((value) => (value === '' ? [] : value.split(',')))
  .pipe(z.array(z.string().regex(FAVOURITE_TOKEN)).max(MAX_FAVOURITES, { message: TOO_MANY }))
  .refine((ids) => new Set(ids).size === ids.length);

const listingId = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number);

const compareSchema = z
  .union([listingId.transform((id) => [id]), z.array(listingId)])
  .refine((ids) => new Set(ids).size === ids.length)
  .refine((ids) => ids.length <= MAX_COMPARED, { message: TOO_MANY });

function tooMany(error: z.ZodError): boolean {
  return error.issues.some((issue) => issue.message === TOO_MANY);
}

export function parseFavouritesQuery(query: Record<string, Raw>): FavouritesQuery {
  let ids: string[] | null = null;
  if (query.ids !== undefined) {
    const parsed = idsSchema.safeParse(query.ids);
    if (!parsed.success)
      return { ok: false, problem: tooMany(parsed.error) ? 'tooMany' : 'invalid' };
    ids = parsed.data;
  }
  if (query.compare === undefined) return { ok: true, ids, compare: [], compareTooMany: false };
  const compared = compareSchema.safeParse(query.compare);
  if (compared.success) return { ok: true, ids, compare: compared.data, compareTooMany: false };
  return tooMany(compared.error)
    ? { ok: true, ids, compare: [], compareTooMany: true }
    : { ok: false, problem: 'invalid' };
}
