'use client';

import { useEffect } from 'react';
import { useLocale } from 'next-intl';

/** §4: the language in use is cached in localStorage under this key. */
export const LOCALE_STORAGE_KEY = 'i18nextLng';

export function LocaleMemory() {
  const locale = useLocale();
  useEffect(() => {
    try {
      window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // Storage can be disabled (private mode, strict settings); the cookie still remembers.
    }
  }, [locale]);
  return null;
}
