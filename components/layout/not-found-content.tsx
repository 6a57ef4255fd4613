import { Icon } from '@/components/ui/icon';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { LocaleLink } from '@/components/ui/locale-link';
import { PageHeading } from './page-heading';
import styles from './not-found-content.module.css';

type Props = {
  locale: Locale;
  /** What was not found, when more is known than a path (an unknown property or project). */
  title?: string;
  lead?: string;
  kind?: string;
  /** Suggestions below the search (available properties, current projects). */
  children?: ReactNode;
};

/** The translated 404: a search of the listings (a plain GET form) and a way home. */
export async function NotFoundContent({ locale, title, lead, kind = 'page', children }: Props) {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <>
      <PageHeading title={title ?? t('title')} lead={lead ?? t('body')} />
      <div className={`container ${styles.actions}`} data-testid="not-found" data-missing={kind}>
        <form
          action={getPathname({ locale, href: '/for-sale' })}
          method="get"
          role="search"
          className={styles.search}
        >
          <label htmlFor="not-found-search" className={styles.label}>
            {t('searchLabel')}
          </label>
          <div className={styles.row}>
            <input
              id="not-found-search"
              name="q"
              type="search"
              placeholder={t('searchPlaceholder')}
              className={styles.input}
            />
            <button type="submit" className="button button-primary">
              <Icon name="search" size={18} />
              {t('searchButton')}
            </button>
          </div>
        </form>
        <p>
          <LocaleLink href="/" locale={locale} className="button button-secondary">
            {t('backHome')}
          </LocaleLink>
        </p>
      </div>
      {children}
    </>
  );
}
