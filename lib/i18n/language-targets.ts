import type { Locale } from './locales';
import { matchInternalPath, type RouteMatch } from './match-route';
import type { ParamTranslations } from './param-translations';
import { routePath } from './route-path';
import { listOfResults } from './internal-path';
import { translateQuery, type CityNames } from './page-query';
import { DETAIL_ROUTES, routeIn } from './switch-language';

/** Where the language switch of one page leads: a path (and query) per enabled language. */
export type LanguageTargets = Partial<Record<Locale, string>>;

export type LanguageTargetSources = {
  /** The language of the page. */
  from: Locale;
  locales: readonly Locale[];
  paramTranslations: ParamTranslations;
  cities: CityNames;
  /**
   * A listing's or project's own address in a language (its city and slug there, as its hreflang
   * alternate names it); null when the data set does not know the id.
   */
  detailPathIn: (match: RouteMatch, to: Locale) => string | null;
  /** The normalised query a list's results key stands for (`city=…&sort=…`), '' when none. */
  queryOfKey: (key: string) => string;
};

/**
 * The page at an internal path (the route folders below the language: `/for-sale/wavre/…/4106`,
 * `/for-sale/results/<key>`, `/services/vente`), in each enabled language, computed on the
 * server so that its HTML links each language's own canonical address: a detail page its slug and
 * city in that language, a list's search its filters (city names translated), any other page
 * its path with translated segments. Unknown paths lead to each language's home page.
 */
export function languageTargets(internalPath: string, sources: LanguageTargetSources) {
  const { from, locales, paramTranslations, cities } = sources;
  const results = listOfResults(internalPath);
  if (results) {
    const key = internalPath.replace(/\/+$/, '').split('/').pop() ?? '';
    const query = sources.queryOfKey(key);
    return Object.fromEntries(
      locales.map((to) => [
        to,
        `${routePath(to, results)}${translateQuery(query, from, to, cities)}`,
      ]),
    ) as LanguageTargets;
  }
  const match = matchInternalPath(internalPath);
  return Object.fromEntries(
    locales.map((to) => {
      const detail =
        match && DETAIL_ROUTES.includes(match.route) ? sources.detailPathIn(match, to) : null;
      if (detail) return [to, detail];
      const href = routeIn(match, from, to, paramTranslations);
      return [to, routePath(to, href.pathname, 'params' in href ? href.params : undefined)];
    }),
  ) as LanguageTargets;
}
