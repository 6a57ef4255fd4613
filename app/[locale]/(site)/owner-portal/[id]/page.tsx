import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/layout/page-heading';
import { PortalBar } from '@/components/owner/portal-bar';
import { PrintButton } from '@/components/listings/print-button';
import { PropertyDashboard } from '@/components/owner/property-dashboard';
import { getListing } from '@/lib/data';
import { listingHref } from '@/lib/data/canonical';
import { LocaleLink } from '@/components/ui/locale-link';
import { pageLocale, type LocaleParams } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo/metadata';
import {
  crmFiguresOf,
  propertyDashboard,
  requireOwnedListing,
  requireOwner,
} from '@/lib/stats/portal';
import { CrmFigures } from '@/components/owner/crm-figures';
import styles from '@/components/owner/owner.module.css';
import { listingTitle } from '@/lib/format/listing-title';

type Params = Promise<{ locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id } = await params;
  const locale = await pageLocale(params as LocaleParams);
  const t = await getTranslations({ locale, namespace: 'Owner.portal' });
  // the title names no property: the owner's data stays out of metadata, history and shares
  return pageMetadata({
    locale,
    title: t('details'),
    description: t('lead'),
    hrefIn: () => ({ pathname: '/owner-portal/[id]', params: { id } }),
    indexable: false,
  });
}

/** One property's statistics and history, for its owner only (another owner's id is a 404). */
export default async function OwnerPropertyPage({ params }: { params: Params }) {
  const { id: idParam } = await params;
  const locale = await pageLocale(params as LocaleParams);
  const { owner, db } = await requireOwner(locale);
  const id = await requireOwnedListing(db, owner, idParam);
  const t = await getTranslations({ locale, namespace: 'Owner.portal' });
  const tReport = await getTranslations({ locale, namespace: 'Owner.report' });
  const listing = getListing(id, locale);
  const [dashboard, crmFigures] = await Promise.all([
    propertyDashboard(db, id, listing),
    crmFiguresOf(db, id, locale),
  ]);
  const title = listing ? listingTitle(listing) : t('property', { id });

  return (
    <>
      <PageHeading
        title={title}
        lead={
          listing
            ? `${t('reference', { reference: listing.reference })} · ${listing.place.city}`
            : t('unpublished')
        }
      />
      <div className={`container ${styles.portal}`} data-testid="owner-dashboard">
        <PortalBar owner={owner} locale={locale}>
          <p>
            <LocaleLink href="/owner-portal">{t('back')}</LocaleLink>
            {listing && (
              <>
                {' · '}
                <LocaleLink href={listingHref(listing)}>{t('viewOnSite')}</LocaleLink>
              </>
            )}
          </p>
        </PortalBar>
        <p className={styles.reportActions} data-print="hide">
          <a
            href={`/api/owner-report/${id}?locale=${locale}`}
            className="button button-secondary"
            data-testid="report-csv"
            download
          >
            {tReport('download')}
          </a>
          <PrintButton label={tReport('print')} />
        </p>
        <PropertyDashboard dashboard={dashboard} locale={locale} />
        {crmFigures && <CrmFigures view={crmFigures} locale={locale} />}
      </div>
    </>
  );
}
