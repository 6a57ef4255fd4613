'use client';

import { useEffect } from 'react';
import { GUESSED_LOCALE_COOKIE, localeToRestore } from '@/lib/i18n/resolve-locale';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/lib/i18n/locale-cookie';
import { useLanguageLinks } from './language-links';

/** The language in use is cached in localStorage under this key. */
export const LOCALE_STORAGE_KEY = 'i18nextLng';

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Stores a language choice: the cookie the proxy reads for an address without a language, and localStorage. */
export function rememberLocale(locale: string) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  if (!document.cookie.split('; ').includes(`${LOCALE_COOKIE}=${locale}`)) {
    document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
  }
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be disabled (private mode, strict settings); the cookie still remembers.
  }
}

/**
 * Remembers the language being read (`lng`, cookie, localStorage, browser languages) — here
 * rather than by the server, so that pages stay cookie-free and cacheable by anyone. On arrival
 * from the proxy's guess (an address without a language, no cookie), a different choice stored
 * in `i18nextLng` wins as the product's rules order: the page moves to itself in that language.
 */
export function LocaleMemory() {
  const { current: locale, locales, targets, complete } = useLanguageLinks();
  useEffect(() => {
    if (!complete) return;
    const guessed = document.cookie.split('; ').includes(`${GUESSED_LOCALE_COOKIE}=1`);
    if (guessed) document.cookie = `${GUESSED_LOCALE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    const restore = localeToRestore({ guessed, stored: readStorage(), current: locale }, locales);
    const target = restore && targets[restore];
    if (restore && target) {
      rememberLocale(restore);
      window.location.replace(target);
      return;
    }
    rememberLocale(locale);
  }, [locale, locales, targets, complete]);
  return null;
}
