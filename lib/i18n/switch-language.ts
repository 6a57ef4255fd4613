import { routeHref, type RouteHref } from './href';
import type { Locale } from './locales';
import type { RouteMatch } from './match-route';
import type { AppRoute } from './pathnames';
import { translateParams, type ParamTranslations } from './param-translations';

/** One city in every language, as the lists' `city` parameter writes it (`name|postcode`). */
export type CityNames = Partial<Record<Locale, string>>[];

/** Detail pages: their slug (and city segment) are written per language from the data set. */
export const DETAIL_ROUTES: readonly AppRoute[] = [
  '/for-sale/[city]/[slug]/[id]',
  '/for-rent/[city]/[slug]/[id]',
  '/projects/[city]/[slug]/[id]',
];

/** The cached results route of a list search (lib/proxy/list-results.ts), read as the list it shows. */
export function listOfResults(internalPath: string): AppRoute | null {
  const found = /^\/(for-sale|for-rent)\/results\/[^/]+\/?$/.exec(internalPath);
  return found ? (`/${found[1]}` as AppRoute) : null;
}

/**
 * A page's query in another language: every parameter kept (a list's filters, a form's
 * property), city names (`city=Bruxelles|1000`) translated where the city is known, `lng` dropped
 * (the path names the language). Returns `?…` or an empty string.
 */
export function translateQuery(
  search: string,
  from: Locale,
  to: Locale,
  cities: CityNames,
): string {
  const source = new URLSearchParams(search);
  const result = new URLSearchParams();
  for (const [name, value] of source) {
    if (name === 'lng') continue;
    if (name === 'city') {
      const city = cities.find((names) => names[from] === value);
      result.append(name, city?.[to] ?? value);
    } else {
      result.append(name, value);
    }
  }
  const text = result.toString();
  return text === '' ? '' : `?${text}`;
}

/** The route href of the page being read, in another language, before any data-set lookup. */
export function routeIn(
  match: RouteMatch | null,
  from: Locale,
  to: Locale,
  translations: ParamTranslations,
): RouteHref {
  return match
    ? routeHref(match.route, translateParams(translations, match, from, to))
    : { pathname: '/' };
}

type CityRecord = { name: string; zip: string; countryId: number };

/**
 * The cities whose `city` value differs between languages (Bruxelles|1000, Brussel|1000…), paired
 * by postcode and country. A postcode shared by two places in one language is left out rather
 * than guessed: its value is then kept as written.
 */
export function pairCityNames(
  perLocale: Partial<Record<Locale, readonly CityRecord[]>>,
): CityNames {
  const locales = Object.keys(perLocale) as Locale[];
  const byPlace = new Map<string, Partial<Record<Locale, string[]>>>();
  for (const locale of locales) {
    for (const city of perLocale[locale] ?? []) {
      const place = byPlace.get(`${city.countryId}/${city.zip}`) ?? {};
      (place[locale] ??= []).push(`${city.name}|${city.zip}`);
      byPlace.set(`${city.countryId}/${city.zip}`, place);
    }
  }
  const pairs: CityNames = [];
  for (const place of byPlace.values()) {
    if (!locales.every((locale) => place[locale]?.length === 1)) continue;
    const names: Partial<Record<Locale, string>> = Object.fromEntries(
      locales.map((locale) => [locale, place[locale]?.[0]]),
    );
    if (new Set(Object.values(names)).size > 1) pairs.push(names);
  }
  return pairs;
}
