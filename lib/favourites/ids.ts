/**
 * Favourites without an account: what the browser keeps (localStorage) and how a list is written
 * in a link. Pure and free of zod, because the heart on every card imports it (the server checks
 * links with the zod schema of ./query.ts).
 *
 * A favourite is named by a token: a listing's id (`4101`) or a project's id with `p` (`p3`).
 * With it the browser keeps what it needs to show a favourite the data set no longer has (sold,
 * rented or withdrawn): goal, title, city and the price at save time.
 */
export type Favourite = {
  id: string;
  goal: 'sale' | 'rent' | null;
  title: string;
  city: string;
  price: number | null;
};

/** At most this many favourites in a browser and in a link. */
export const MAX_FAVOURITES = 50;
/** At most this many properties side by side. */
export const MAX_COMPARED = 3;

export const FAVOURITE_TOKEN = /^p?[1-9][0-9]{0,9}$/;
const MAX_TEXT = 300;

export function listingToken(id: number): string {
  return String(id);
}

export function projectToken(id: number): string {
  return `p${id}`;
}

/** `{ kind, id }` of a token, null when it is not one. */
export function parseToken(token: string): { kind: 'listing' | 'project'; id: number } | null {
  if (!FAVOURITE_TOKEN.test(token)) return null;
  return token.startsWith('p')
    ? { kind: 'project', id: Number(token.slice(1)) }
    : { kind: 'listing', id: Number(token) };
}

const text = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_TEXT;

function isFavourite(value: unknown): value is Favourite {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    FAVOURITE_TOKEN.test(item.id) &&
    (item.goal === 'sale' || item.goal === 'rent' || item.goal === null) &&
    text(item.title) &&
    text(item.city) &&
    (item.price === null ||
      (typeof item.price === 'number' && Number.isFinite(item.price) && item.price >= 0))
  );
}

/**
 * The favourites kept under the storage key, newest first. Whatever another script or an old
 * version left there is read leniently: broken entries are dropped, repeated ids kept once, the
 * list cut to MAX_FAVOURITES; a value that is no list at all reads as none.
 */
export function parseFavourites(raw: string | null): Favourite[] {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value
    .filter(isFavourite)
    .filter((item) => !seen.has(item.id) && seen.add(item.id))
    .slice(0, MAX_FAVOURITES)
    .map(({ id, goal, title, city, price }) => ({ id, goal, title, city, price }));
}

export function hasFavourite(list: readonly Favourite[], id: string): boolean {
  return list.some((item) => item.id === id);
}

/**
 * The list after pressing a heart: without the favourite when it was there, else with it first;
 * null when the list is full (nothing is dropped behind the visitor's back).
 */
export function toggleFavourite(list: readonly Favourite[], item: Favourite): Favourite[] | null {
  if (hasFavourite(list, item.id)) return list.filter((saved) => saved.id !== item.id);
  return list.length >= MAX_FAVOURITES ? null : [item, ...list];
}
