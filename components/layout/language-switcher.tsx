'use client';

import { useLocale } from 'next-intl';
import { LOCALE_NATIVE_NAMES, type Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { translateParams, type ParamTranslations } from '@/lib/i18n/param-translations';
import { useCurrentRoute } from './use-current-route';
import styles from './language-switcher.module.css';

/**
 * Links to the page being read, in each other enabled language, with path parameters that have
 * a translation (a service page's segment) translated. Shown only when more than one language is
 * enabled; following a link also stores the choice (cookie, and localStorage on arrival).
 */
export function LanguageSwitcher({
  locales,
  label,
  paramTranslations,
}: {
  locales: readonly Locale[];
  label: string;
  paramTranslations: ParamTranslations;
}) {
  const current = useLocale();
  const match = useCurrentRoute();
  if (locales.length < 2) return null;

  return (
    <nav aria-label={label} className={styles.switcher} data-testid="language-switcher">
      <ul>
        {locales.map((locale) => {
          const href = match
            ? { pathname: match.route, params: translateParams(paramTranslations, match, current, locale) }
            : { pathname: '/' as const };
          return (
            <li key={locale}>
              <Link
                href={href as never}
                prefetch={false}
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
          );
        })}
      </ul>
    </nav>
  );
}
