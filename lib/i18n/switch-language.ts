import { routeHref, type RouteHref } from './href';
import type { Locale } from './locales';
import type { RouteMatch } from './match-route';
import type { AppRoute } from './pathnames';
import { translateParams, type ParamTranslations } from './param-translations';
import type { CityNames } from './page-query';

/** Detail pages: their slug (and city segment) are written per language from the data set. */
export const DETAIL_ROUTES: readonly AppRoute[] = [
  '/for-sale/[city]/[slug]/[id]',
  '/for-rent/[city]/[slug]/[id]',
  '/projects/[city]/[slug]/[id]',
];

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
