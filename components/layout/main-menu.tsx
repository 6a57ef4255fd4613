import type { MenuLink } from '@/lib/content/menu';
import { localizedHref, type RouteHref } from '@/lib/i18n/href';
import type { Locale } from '@/lib/i18n/locales';
import type { MenuEntry, MenuEntryLink } from './main-menu-view';

/** A menu link's address in the page's language (written here, on the server) and the route it names. */
function entryLink(locale: Locale, link: MenuLink): MenuEntryLink {
  const href: RouteHref = link.href;
  return {
    id: link.id,
    title: link.title,
    href: localizedHref(locale, href),
    route: href.pathname,
    // absent rather than undefined: an undefined prop still travels in the page's payload
    ...('params' in href ? { params: href.params } : {}),
  };
}

/**
 * The configured menu as plain data for main-menu-view.tsx, resolved once per page: the header's
 * bar and the phone drawer are given the same list, which the page's payload then carries once.
 * `submenuLabel` names the disclosure button of an entry with children.
 */
export function menuEntries(
  locale: Locale,
  items: MenuLink[],
  submenuLabel: (title: string) => string,
): MenuEntry[] {
  return items.map((item) => ({
    ...entryLink(locale, item),
    children: item.children.map((child) => entryLink(locale, child)),
    ...(item.children.length > 0 ? { toggleLabel: submenuLabel(item.title) } : {}),
  }));
}
