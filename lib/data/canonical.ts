import type { Locale } from '@/lib/i18n/locales';
import type { RouteMatch } from '@/lib/i18n/match-route';
import type { RouteHref } from '@/lib/i18n/href';
import type { Listing, Project } from '@/lib/model/types';

/** The canonical address of a listing or a project: a detail route with its city, slug and id. */
export type DetailHref = RouteHref<
  '/for-sale/[city]/[slug]/[id]' | '/for-rent/[city]/[slug]/[id]' | '/projects/[city]/[slug]/[id]'
>;

/** The one address of a listing: goal, city, slug and id (the id is what counts). */
export function listingHref(listing: Pick<Listing, 'goal' | 'id' | 'slug' | 'place'>): DetailHref {
  const params = { city: listing.place.citySlug, slug: listing.slug, id: String(listing.id) };
  return listing.goal === 'sale'
    ? { pathname: '/for-sale/[city]/[slug]/[id]', params }
    : { pathname: '/for-rent/[city]/[slug]/[id]', params };
}

export function projectHref(project: Pick<Project, 'id' | 'slug' | 'place'>): DetailHref {
  return {
    pathname: '/projects/[city]/[slug]/[id]',
    params: { city: project.place.citySlug, slug: project.slug, id: String(project.id) },
  };
}

export type DetailLookup = {
  listing: (id: number, locale: Locale) => Listing | null;
  project: (id: number, locale: Locale) => Project | null;
  /** A listing an import removed (docs/importing-listings.md): its page answers 410. */
  removed?: (id: number, locale: Locale) => Listing | null;
};

/**
 * What an unknown id was looked for as, which picks its not-found page (PROPERTY_NOT_FOUND, "No
 * construction was found") and the available properties it suggests.
 */
export const MISSING_DETAILS = ['for-sale', 'for-rent', 'project'] as const;
export type MissingDetail = (typeof MISSING_DETAILS)[number];

export type DetailResolution =
  | { status: 'ok' }
  | { status: 'redirect'; href: DetailHref }
  | { status: 'missing'; kind: MissingDetail }
  | { status: 'gone'; id: number };

function missingKind(route: string): MissingDetail {
  if (route.startsWith('/project')) return 'project';
  return route === '/for-rent/[city]/[slug]/[id]' ? 'for-rent' : 'for-sale';
}

function sameHref(match: RouteMatch, href: DetailHref): boolean {
  return (
    match.route === href.pathname &&
    Object.entries(href.params).every(([name, value]) => match.params[name] === value)
  );
}

/**
 * Whether a detail path names a real listing or project, and at its canonical address. The
 * short `/property/{id}/` and `/project/{id}/` paths and any wrong goal, city or slug lead to the
 * canonical path; an unknown id is missing. Null for routes that are not detail pages.
 */
export function resolveDetail(
  match: RouteMatch,
  locale: Locale,
  lookup: DetailLookup,
): DetailResolution | null {
  const id = Number(match.params.id);
  let canonical: DetailHref | null;
  switch (match.route) {
    case '/print/[id]':
      // The print view has one address per listing already; only its id has to exist.
      return lookup.listing(id, locale)
        ? { status: 'ok' }
        : { status: 'missing', kind: 'for-sale' };
    case '/property/[id]':
    case '/for-sale/[city]/[slug]/[id]':
    case '/for-rent/[city]/[slug]/[id]': {
      const listing = lookup.listing(id, locale);
      if (!listing && lookup.removed?.(id, locale)) return { status: 'gone', id };
      canonical = listing && listingHref(listing);
      break;
    }
    case '/project/[id]':
    case '/projects/[city]/[slug]/[id]': {
      const project = lookup.project(id, locale);
      canonical = project && projectHref(project);
      break;
    }
    default:
      return null;
  }
  if (!canonical) return { status: 'missing', kind: missingKind(match.route) };
  return sameHref(match, canonical) ? { status: 'ok' } : { status: 'redirect', href: canonical };
}
