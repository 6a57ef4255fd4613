import { isProduction } from '@/lib/config';
import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, ENABLED_LOCALES } from './language-settings';
import { pathnames } from './pathnames';

export const LOCALE_COOKIE = 'NEXT_LOCALE';

/** One year: the visitor's language choice outlives the browser session. */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export const routing = defineRouting({
  locales: ENABLED_LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'always',
  // only a language code; Secure in production (browsers also accept it on http://localhost)
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax', secure: isProduction() },
  pathnames,
  // every page's <head> carries its hreflang alternates, built from SITE_URL (lib/seo/metadata.ts);
  // a Link header would repeat them on every response, with the request's host instead
  alternateLinks: false,
});
