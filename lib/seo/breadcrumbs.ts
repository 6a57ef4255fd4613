import type { RouteHref } from '@/lib/i18n/href';

/** One step of a page's trail: its name and its typed address. */
export type Crumb = { name: string; href: RouteHref };

/**
 * The trail of a listing's detail page: home, the list of its goal, the list of its city, the
 * page itself. The visible breadcrumbs and the BreadcrumbList JSON-LD are both drawn from it.
 */
export function listingTrail(
  listing: { goal: 'sale' | 'rent'; place: { city: string; zip: string } },
  names: { home: string; list: string; title: string },
  self: RouteHref,
): Crumb[] {
  const list = listing.goal === 'sale' ? '/for-sale' : '/for-rent';
  return [
    { name: names.home, href: { pathname: '/' } },
    { name: names.list, href: { pathname: list } },
    {
      name: listing.place.city,
      href: { pathname: list, query: { city: `${listing.place.city}|${listing.place.zip}` } },
    },
    { name: names.title, href: self },
  ];
}

/** The trail of a new-build project's page: home, the projects, the project. */
export function projectTrail(
  names: { home: string; list: string; title: string },
  self: RouteHref,
): Crumb[] {
  return [
    { name: names.home, href: { pathname: '/' } },
    { name: names.list, href: { pathname: '/projects' } },
    { name: names.title, href: self },
  ];
}
