import type { Locale } from './locales';
import { getPathname } from './navigation';

/** What next-intl's navigation accepts as an internal address: a route, with params and query. */
export type LocalizedHref = Parameters<typeof getPathname>[0]['href'];

/**
 * The path of an internal address in a language, with the trailing slash every page has
 * (`trailingSlash: true`), so a link never costs a redirect. A query or hash stays after it.
 */
export function localizedHref(locale: Locale, href: LocalizedHref): string {
  return getPathname({ locale, href });
}
