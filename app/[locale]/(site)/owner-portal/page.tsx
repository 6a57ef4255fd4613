import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/layout/page-heading';
import { ReportSettingsForm } from '@/components/owner/report-settings';
import { PortalBar } from '@/components/owner/portal-bar';
import { VisitFigures } from '@/components/owner/visit-figures';
import { StaticImage } from '@/components/ui/static-image';
import { LocaleLink } from '@/components/ui/locale-link';
import { pageLocale, type LocaleParams } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo/metadata';
import { ownerProperties, requireOwner } from '@/lib/stats/portal';
import styles from '@/components/owner/owner.module.css';
import { listingTitle } from '@/lib/format/listing-title';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Owner.portal' });
  return pageMetadata({
    locale,
    title: t('title'),
    description: t('lead'),
    hrefIn: () => ({ pathname: '/owner-portal' }),
    indexable: false,
  });
}

/** The owner's properties, each with its visits today, this week, this month and in total. */
export default async function OwnerPortalPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = await pageLocale(params);
  const { report } = await searchParams;
  const { owner, db } = await requireOwner(locale);
  const t = await getTranslations({ locale, namespace: 'Owner.portal' });
  const properties = await ownerProperties(db, owner, locale);

  return (
    <>
      <PageHeading title={t('title')} lead={t('lead')} />
      <div className={`container ${styles.portal}`}>
        <PortalBar owner={owner} locale={locale} />
        {properties.length === 0 ? (
          <p className={styles.card} data-testid="portal-empty">
            {t('none')}
          </p>
        ) : (
          <ul className={styles.properties} data-testid="portal-properties">
            {properties.map(({ id, listing, totals }) => (
              <li key={id} className={styles.card} data-listing={id}>
                <div className={styles.property}>
                  {listing?.thumbnail ? (
                    <StaticImage
                      src={listing.thumbnail.url}
                      alt=""
                      width={listing.thumbnail.width}
                      height={listing.thumbnail.height}
                      sizes="96px"
                    />
                  ) : (
                    <span />
                  )}
                  <div>
                    <h2>
                      <LocaleLink
                        href={{ pathname: '/owner-portal/[id]', params: { id: String(id) } }}
                      >
                        {listing ? listingTitle(listing) : t('property', { id })}
                      </LocaleLink>
                    </h2>
                    <p className={styles.muted}>
                      {listing
                        ? `${t('reference', { reference: listing.reference })} · ${listing.place.city}`
                        : t('unpublished')}
                    </p>
                  </div>
                </div>
                <VisitFigures totals={totals} locale={locale} compact />
              </li>
            ))}
          </ul>
        )}
        <ReportSettingsForm
          locale={locale}
          owner={owner}
          saved={report === 'on' || report === 'off' ? report : null}
        />
      </div>
    </>
  );
}
