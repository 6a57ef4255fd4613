import type { Locale } from './locales';
import { getPathname } from './navigation';
import { routeParamNames, type AppRoute, type RouteParamName } from './pathnames';

/**
 * What next-intl's navigation accepts as an internal address, typed by the path table
 * (lib/i18n/pathnames.ts): a route without params as its name, or `{ pathname, params, query }`
 * with exactly the params its path names.
 */
export type LocalizedHref = Parameters<typeof getPathname>[0]['href'];

type Query = NonNullable<Extract<LocalizedHref, { pathname: '/' }>['query']>;

/**
 * An internal address as an object: one route, exactly the params its path names (as the path
 * writes them, strings) and an optional query. Every `RouteHref` is a `LocalizedHref`
 * (`localizedHref` below takes it as one), so next-intl's path table checks it too.
 */
export type RouteHref<Route extends AppRoute = AppRoute> = Route extends AppRoute
  ? [RouteParamName<Route>] extends [never]
    ? { pathname: Route; query?: Query }
    : { pathname: Route; params: Record<RouteParamName<Route>, string>; query?: Query }
  : never;

/**
 * The typed address of a route whose params are only known at run time (a matched path, a
 * configured menu entry). The params must be exactly those the route's path names, else it
 * throws: that check is what makes the result a `RouteHref`.
 */
export function routeHref(
  route: AppRoute,
  params: Readonly<Record<string, string>> = {},
): RouteHref {
  const names = routeParamNames(route);
  const given = Object.keys(params);
  if (given.length !== names.length || !names.every((name) => Object.hasOwn(params, name))) {
    throw new Error(
      `route ${route} takes the params [${names.join(', ')}], not [${given.join(', ')}]`,
    );
  }
  return (names.length === 0 ? { pathname: route } : { pathname: route, params }) as RouteHref;
}

/**
 * The path of an internal address in a language, with the trailing slash every page has
 * (`trailingSlash: true`), so a link never costs a redirect. A query or hash stays after it.
 */
export function localizedHref(locale: Locale, href: LocalizedHref): string {
  return getPathname({ locale, href });
}
