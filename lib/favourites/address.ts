import { MAX_FAVOURITES, type Favourite } from './ids';

/**
 * The favourites page's own logic, apart from ./ids.ts so that the heart on every card does not
 * carry it: the address that names a list, and what the page does with it.
 */

/**
 * The list with a shared link's ids added (after the ones already there, as far as room allows);
 * the shared ones carry no snapshot yet, so the page passes what it shows of them.
 */
export function addFavourites(
  list: readonly Favourite[],
  added: readonly Favourite[],
): Favourite[] {
  const ids = new Set(list.map((item) => item.id));
  return [...list, ...added.filter((item) => !ids.has(item.id) && ids.add(item.id))].slice(
    0,
    MAX_FAVOURITES,
  );
}

/** The tokens of a list, as the `ids` parameter writes them (`4101,4102,p3`). */
export function idsParam(ids: readonly string[]): string {
  return ids.join(',');
}

/**
 * What the favourites page should do with the list in its address (`linked`, null without one)
 * and the browser's (`stored`):
 * - `show`: they are the same list (or both empty);
 * - `load`: the address is missing or stale: move to the stored list;
 * - `offer`: the link carries ids this browser has not saved: offer to add them.
 */
export function pageAction(
  linked: readonly string[] | null,
  stored: readonly string[],
): 'show' | 'load' | 'offer' {
  if (linked === null) return stored.length > 0 ? 'load' : 'show';
  if (linked.some((id) => !stored.includes(id))) return 'offer';
  return stored.length === linked.length ? 'show' : 'load';
}
