import 'server-only';
import { siteParamTranslations } from '@/lib/content/article-links';
import { getListing, getProject } from '@/lib/data';
import { listingHref, projectHref } from '@/lib/data/canonical';
import { searchFromKey } from '@/lib/data/search-params';
import { cityNames } from '@/lib/data/city-names';
import { languageTargets, type LanguageTargets } from '@/lib/i18n/language-targets';
import type { Locale } from '@/lib/i18n/locales';
import type { RouteMatch } from '@/lib/i18n/match-route';
import { queryOfRecord } from '@/lib/i18n/page-query';
import { routePath } from '@/lib/i18n/route-path';
import { routing } from '@/lib/i18n/routing';

/** The list a detail page belongs to. */
const DETAIL_LISTS = {
  '/for-sale/[city]/[slug]/[id]': '/for-sale',
  '/for-rent/[city]/[slug]/[id]': '/for-rent',
  '/projects/[city]/[slug]/[id]': '/projects',
} as const;

/**
 * A listing's or project's address in `to`, as its hreflang alternate names it. One published
 * without that language (issue 35: the feed lacks it; docs/import.md) has no page there: the switch
 * leads to that language's list instead. Null when the id is unknown in the page's language too.
 */
function detailPathIn(match: RouteMatch, to: Locale, from: Locale): string | null {
  const id = Number(match.params.id);
  if (!Number.isInteger(id) || !(match.route in DETAIL_LISTS)) return null;
  const list = DETAIL_LISTS[match.route as keyof typeof DETAIL_LISTS];
  if (match.route === '/projects/[city]/[slug]/[id]') {
    const project = getProject(id, to);
    if (project) {
      const href = projectHref(project);
      return routePath(to, href.pathname, href.params);
    }
    return getProject(id, from) ? routePath(to, list) : null;
  }
  const listing = getListing(id, to);
  if (listing) {
    const href = listingHref(listing);
    return routePath(to, href.pathname, href.params);
  }
  return getListing(id, from) ? routePath(to, list) : null;
}

function queryOfKey(key: string): string {
  return queryOfRecord(searchFromKey(key));
}

/** The language switch of the page at an internal path, from the data set (language-targets.ts). */
export function pageLanguageTargets(from: Locale, segments: readonly string[]): LanguageTargets {
  return languageTargets(`/${segments.join('/')}`, {
    from,
    locales: routing.locales,
    paramTranslations: siteParamTranslations(),
    cities: cityNames(),
    detailPathIn: (match, to) => detailPathIn(match, to, from),
    queryOfKey,
  });
}
