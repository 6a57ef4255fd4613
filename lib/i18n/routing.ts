import { isProduction } from '@/lib/config';
import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, ENABLED_LOCALES } from './language-settings';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from './locale-cookie';
import { pathnames } from './pathnames';

export { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from './locale-cookie';

export const routing = defineRouting({
  locales: ENABLED_LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'always',
  // only a language code; Secure in production (browsers also accept it on http://localhost)
  localeCookie: {
    name: LOCALE_COOKIE,
    maxAge: LOCALE_COOKIE_MAX_AGE,
    sameSite: 'lax',
    secure: isProduction(),
  },
  pathnames,
  // every page's <head> carries its hreflang alternates, built from SITE_URL (lib/seo/metadata.ts);
  // a Link header would repeat them on every response, with the request's host instead
  alternateLinks: false,
});
