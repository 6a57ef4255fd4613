import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/layout/page-heading';
import { FavouritesList, FavouritesStart } from '@/components/favourites-list/favourites-view';
import { LocaleLink } from '@/components/ui/locale-link';
import { MAX_FAVOURITES } from '@/lib/favourites/ids';
import { parseFavouritesQuery } from '@/lib/favourites/query';
import { pageLocale, type LocaleParams } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from '@/components/favourites-list/favourites.module.css';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Favourites.page' });
  // a visitor's own list: nothing for search engines, whatever its address carries
  return pageMetadata({
    locale,
    title: t('title'),
    description: t('description'),
    hrefIn: () => ({ pathname: '/favourites' }),
    indexable: false,
  });
}

/**
 * Favourites without an account (issue 22): the list in the address (`?ids=`), rendered here from
 * the current data; the browser's list is put in the address by the page's island.
 */
export default async function FavouritesPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Favourites.page' });
  const query = parseFavouritesQuery(await searchParams);
  return (
    <>
      <PageHeading title={t('title')} lead={t('intro')} />
      <div className={`container ${styles.page}`} data-testid="favourites">
        {!query.ok ? (
          <div
            className={`${styles.notice} ${styles.problem}`}
            role="alert"
            data-testid="favourites-problem"
          >
            <p>
              {query.problem === 'tooMany' ? t('tooMany', { max: MAX_FAVOURITES }) : t('invalid')}
            </p>
            <p>
              <LocaleLink href="/favourites">{t('title')}</LocaleLink>
            </p>
          </div>
        ) : query.ids === null ? (
          <FavouritesStart />
        ) : (
          <FavouritesList locale={locale} {...query} ids={query.ids} />
        )}
      </div>
    </>
  );
}
