import 'server-only';
import { siteParamTranslations } from '@/lib/content/article-links';
import { getListing, getProject } from '@/lib/data';
import { listingHref, projectHref } from '@/lib/data/canonical';
import { searchFromKey } from '@/lib/data/search-params';
import { cityNames } from './city-names';
import { languageTargets, type LanguageTargets } from './language-targets';
import type { Locale } from './locales';
import type { RouteMatch } from './match-route';
import { routePath } from './route-path';
import { routing } from './routing';

function detailPathIn(match: RouteMatch, to: Locale, from: Locale): string | null {
  const id = Number(match.params.id);
  if (!Number.isInteger(id)) return null;
  // as the page's hreflang alternates: the listing in that language, else its address here
  if (match.route === '/projects/[city]/[slug]/[id]') {
    const project = getProject(id, to) ?? getProject(id, from);
    if (!project) return null;
    const href = projectHref(project);
    return routePath(to, href.pathname, href.params);
  }
  const listing = getListing(id, to) ?? getListing(id, from);
  if (!listing) return null;
  const href = listingHref(listing);
  return routePath(to, href.pathname, href.params);
}

function queryOfKey(key: string): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchFromKey(key)))
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
      query.append(name, item);
  return query.toString();
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
