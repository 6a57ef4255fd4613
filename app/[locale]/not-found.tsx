import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Search } from 'lucide-react';
import { PageHeading } from '@/components/layout/page-heading';
import { Link, getPathname } from '@/lib/i18n/navigation';
import styles from './not-found.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotFound');
  return { title: t('metaTitle'), robots: { index: false, follow: true } };
}

/** The translated 404: a search of the listings and a way home. */
export default async function NotFound() {
  const locale = await getLocale();
  const t = await getTranslations('NotFound');
  return (
    <>
      <PageHeading title={t('title')} lead={t('body')} />
      <div className={`container ${styles.actions}`} data-testid="not-found">
        <form action={getPathname({ locale, href: '/for-sale' })} method="get" role="search" className={styles.search}>
          <label htmlFor="not-found-search" className={styles.label}>
            {t('searchLabel')}
          </label>
          <div className={styles.row}>
            <input id="not-found-search" name="q" type="search" placeholder={t('searchPlaceholder')} className={styles.input} />
            <button type="submit" className="button button-primary">
              <Search aria-hidden="true" size={18} />
              {t('searchButton')}
            </button>
          </div>
        </form>
        <p>
          <Link href="/" className="button button-secondary">
            {t('backHome')}
          </Link>
        </p>
      </div>
    </>
  );
}
