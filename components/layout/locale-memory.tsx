'use client';

import { useEffect } from 'react';
import { useLocale } from 'next-intl';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/lib/i18n/routing';

/** §4: the language in use is cached in localStorage under this key. */
export const LOCALE_STORAGE_KEY = 'i18nextLng';

/**
 * Remembers the language being read (§4: `lng`, then this cookie, then the browser's languages):
 * in the cookie the proxy reads for an address without a language, and in localStorage. Written
 * here rather than by the server, so that pages stay cookie-free and cacheable by anyone.
 */
export function LocaleMemory() {
  const locale = useLocale();
  useEffect(() => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    if (!document.cookie.split('; ').includes(`${LOCALE_COOKIE}=${locale}`)) {
      document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
    }
    try {
      window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // Storage can be disabled (private mode, strict settings); the cookie still remembers.
    }
  }, [locale]);
  return null;
}
