import { LOCALES, type Locale } from '@/lib/i18n/locales';
import type { ParamTranslations } from '@/lib/i18n/param-translations';
import { routeHref, type RouteHref } from '@/lib/i18n/href';
import type { AppRoute } from '@/lib/i18n/pathnames';
export { isPreviewPath } from './preview';
import { childRouteOf, type ChildMenuItem, type MenuItem, type SiteConfig } from './schema';

export type MenuLink = { id: string; title: string; href: RouteHref; children: MenuLink[] };

function isPublished(item: { status: string }): boolean {
  return item.status === 'Published';
}

function bySort(a: { sort: number }, b: { sort: number }): number {
  return a.sort - b.sort;
}

/** A published entry links to /{path}/, the home entry to /; anything else is not linked. */
export function menuHref(item: MenuItem): RouteHref | null {
  return isPublished(item) ? { pathname: item.path } : null;
}

/** The child's own path segment in a language. */
export function childSegment(child: ChildMenuItem, locale: Locale): string {
  return typeof child.path === 'string' ? child.path : child.path[locale];
}

/** A published child of a published entry links to /{path}/{childpath}/. */
/** The published child pages of a published menu entry (the service pages under `/services`). */
export function publishedChildren(config: SiteConfig, path: AppRoute): ChildMenuItem[] {
  return config.menu
    .filter((item) => item.path === path && isPublished(item))
    .flatMap((item) => item.childMenus.filter(isPublished));
}

export function childMenuHref(
  parent: MenuItem,
  child: ChildMenuItem,
  locale: Locale,
): RouteHref | null {
  const route = childRouteOf(parent.path);
  if (!route || !isPublished(parent) || !isPublished(child)) return null;
  return routeHref(route, { slug: childSegment(child, locale) });
}

/** The published menu of one language, in configured order. */
export function buildMenu(config: SiteConfig, locale: Locale): MenuLink[] {
  return [...config.menu].sort(bySort).flatMap((item) => {
    const href = menuHref(item);
    if (!href) return [];
    const children = [...item.childMenus].sort(bySort).flatMap((child) => {
      const childHref = childMenuHref(item, child, locale);
      return childHref
        ? [{ id: child.id, title: child.params.title[locale], href: childHref, children: [] }]
        : [];
    });
    return [{ id: item.id, title: item.params.title[locale], href, children }];
  });
}

/** When the free-evaluation button is enabled it links to the valuation page. */
export function freeEvaluationHref(config: SiteConfig): { pathname: '/contact-demand' } | null {
  return config.freeEvaluationButton ? { pathname: '/contact-demand' } : null;
}

/** The menu entry (top level or child) a page shows, found by its route and, for children, its segment. */
export function findMenuPage(
  config: SiteConfig,
  route: AppRoute,
  locale: Locale,
  segment?: string,
): MenuItem | ChildMenuItem | null {
  for (const item of config.menu) {
    if (segment === undefined && item.path === route) return item;
    if (segment !== undefined && childRouteOf(item.path) === route) {
      const child = item.childMenus.find((entry) => childSegment(entry, locale) === segment);
      if (child) return child;
    }
  }
  return null;
}

/**
 * The segments of every published child page in every language: they let a language switch keep
 * the same page, and tell the proxy which child paths exist.
 */
export function childSegmentTranslations(config: SiteConfig): ParamTranslations {
  const translations: ParamTranslations = {};
  for (const item of config.menu) {
    const children = item.childMenus.filter((child) => isPublished(item) && isPublished(child));
    const route = childRouteOf(item.path);
    if (children.length === 0 || !route) continue;
    translations[route] = {
      slug: children.map(
        (child) =>
          Object.fromEntries(
            LOCALES.map((locale) => [locale, childSegment(child, locale)]),
          ) as Record<Locale, string>,
      ),
    };
  }
  return translations;
}
