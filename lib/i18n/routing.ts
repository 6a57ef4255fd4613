import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, ENABLED_LOCALES } from './language-settings';
import { pathnames } from './pathnames';

export { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from './locale-cookie';

export const routing = defineRouting({
  locales: ENABLED_LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'always',
  // No cookie from the server on a page: shared caches may keep the pages (s-maxage), and a
  // response they keep must set no cookie (issue 33). The shell remembers the language read
  // (components/layout/locale-memory.tsx); the proxy sets the cookie only on its redirects.
  localeCookie: false,
  pathnames,
  // every page's <head> carries its hreflang alternates, built from SITE_URL (lib/seo/metadata.ts);
  // a Link header would repeat them on every response, with the request's host instead
  alternateLinks: false,
});
