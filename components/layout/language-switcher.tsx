'use client';

import { useLocale } from 'next-intl';
import { useParams } from 'next/navigation';
import { LOCALE_NATIVE_NAMES, type Locale } from '@/lib/i18n/locales';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { pathnames, type AppRoute } from '@/lib/i18n/pathnames';
import styles from './language-switcher.module.css';

function isAppRoute(pathname: string): pathname is AppRoute {
  return Object.hasOwn(pathnames, pathname);
}

function withoutLocale(params: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter(([name]) => name !== 'locale'));
}

/**
 * Links to the page being read, in each other enabled language. Shown only when more than one
 * language is enabled; following a link also stores the choice (cookie, and localStorage on arrival).
 */
export function LanguageSwitcher({ locales, label }: { locales: readonly Locale[]; label: string }) {
  const current = useLocale();
  const pathname = usePathname();
  const params = withoutLocale(useParams<Record<string, string>>());
  if (locales.length < 2) return null;

  const href = isAppRoute(pathname) ? ({ pathname, params } as never) : '/';
  return (
    <nav aria-label={label} className={styles.switcher} data-testid="language-switcher">
      <ul>
        {locales.map((locale) => (
          <li key={locale}>
            <Link
              href={href}
              locale={locale}
              hrefLang={locale}
              lang={locale}
              className={styles.link}
              aria-current={locale === current ? 'true' : undefined}
            >
              {locale.toUpperCase()}
              <span className="visually-hidden"> {LOCALE_NATIVE_NAMES[locale]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
