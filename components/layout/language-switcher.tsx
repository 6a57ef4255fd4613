'use client';

import { LOCALE_NATIVE_NAMES } from '@/lib/i18n/locales';
import { useLanguageLinks } from './language-links';
import { rememberLocale } from './locale-memory';
import styles from './language-switcher.module.css';

/**
 * Links to the page being read, in each other enabled language (language-links.tsx: translated
 * path segments, slug, and the query with its city names). Plain anchors: no prefetching. Shown
 * only when more than one language is enabled; following a link also stores the choice.
 */
export function LanguageSwitcher({ label }: { label: string }) {
  const { current, locales, targets, complete } = useLanguageLinks();
  if (locales.length < 2) return null;

  return (
    <nav
      aria-label={label}
      className={styles.switcher}
      data-testid="language-switcher"
      data-complete={complete}
    >
      <ul>
        {locales.map((locale) => (
          <li key={locale}>
            <a
              href={targets[locale]}
              hrefLang={locale}
              lang={locale}
              className={styles.link}
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => rememberLocale(locale)}
            >
              {locale.toUpperCase()}
              <span className="visually-hidden">{` ${LOCALE_NATIVE_NAMES[locale]}`}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
