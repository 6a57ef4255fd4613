import type { AppRoute } from './pathnames';

/**
 * Internal paths: the route folders below the language (`/for-sale/wavre/…/4106`,
 * `/services/vente`), the same in every language. Nothing here reads the path table, so that the
 * browser's code for the menu and the header (which page is this?) does not carry it: the table,
 * its patterns and their matching weighed 2.1 kB of gzip JavaScript on every page.
 */

/** The cached results route of a list search (lib/proxy/list-results.ts), read as the list it shows. */
export function listOfResults(internalPath: string): AppRoute | null {
  const found = /^\/(for-sale|for-rent)\/results\/[^/]+\/?$/.exec(internalPath);
  return found ? (`/${found[1]}` as AppRoute) : null;
}

/** A route with its params written in (`/services/[slug]` with slug `vente`: `/services/vente`). */
export function internalPathOf(route: AppRoute, params: Record<string, string> = {}): string {
  return route.replace(/\[([a-z]+)\]/gi, (whole, name: string) => params[name] ?? whole);
}

/** A path decoded (as written when it cannot be), without a trailing slash; `/` for the root. */
export function normalizePathname(pathname: string): string {
  let decoded: string;
  try {
    decoded = decodeURI(pathname);
  } catch {
    decoded = pathname;
  }
  const trimmed = decoded.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The page an internal path shows, as a menu compares it: normalised, a list's search read as its list. */
export function pageOfInternalPath(internalPath: string): string {
  const path = normalizePathname(internalPath);
  return listOfResults(path) ?? path;
}
