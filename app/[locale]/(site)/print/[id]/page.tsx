import type { Metadata } from 'next';
import { StaticImage } from '@/components/ui/static-image';
import { getTranslations } from 'next-intl/server';
import { sceneText } from '@/lib/i18n/message-keys';
import { notFound } from 'next/navigation';
import QRCode from 'qrcode';
import { getListing } from '@/lib/data';
import { listingHref } from '@/lib/data/canonical';
import { nearestOffice } from '@/lib/content/offices';
import { printViewParams } from '@/lib/data/static-params';
import { siteConfig } from '@/lib/content/site-config';
import { keyFacts } from '@/lib/format/listing-facts';
import { formatPhone, phoneHref } from '@/lib/format/locale-format';
import { getPathname } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/server';
import { siteUrl } from '@/lib/runtime/site-url';
import { EnergySection } from '@/components/listings/energy-section';
import { FactList } from '@/components/listings/fact-sections';
import { pageMetadata } from '@/lib/seo/metadata';
import { ListingPrice } from '@/components/listings/listing-price';
import { PrintButton } from '@/components/listings/print-button';
import { ViewBeacon } from '@/components/listings/view-beacon';
import styles from './print-view.module.css';
import { listingTitle } from '@/lib/format/listing-title';

type Params = Promise<{ locale: string; id: string }>;

/** Prerendered for every listing of the data set. */
export const generateStaticParams = printViewParams;
export const dynamicParams = true;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const listing = getListing(Number((await params).id), locale);
  const t = await getTranslations({ locale, namespace: 'Listing.print' });
  const id = String(listing?.id ?? (await params).id);
  // a copy of the detail page for paper: never indexed, but as described as any other page
  return {
    ...pageMetadata({
      locale,
      title: `${t('title')} – ${listing ? listingTitle(listing) : ''}`,
      description: listing?.description ?? t('title'),
      hrefIn: () => ({ pathname: '/print/[id]', params: { id } }),
      indexable: false,
      image: listing?.pictures[0] ?? null,
    }),
    robots: { index: false, follow: false },
  };
}

/** A print-ready sheet of a listing (A4): photo, key facts, description, energy label, contact, link. */
export default async function PrintView({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const listing = getListing(Number((await params).id), locale);
  if (!listing) notFound();
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const url = new URL(getPathname({ locale, href: listingHref(listing) }), siteUrl()).toString();
  const qr = await QRCode.toString(url, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
  // The office nearest to the property is the one that handles it.
  const office = nearestOffice(siteConfig.agency.offices, listing.place);
  const photo = listing.pictures[0];

  return (
    <article className={`container ${styles.sheet}`} data-testid="print-view">
      <ViewBeacon listingId={listing.id} kind="print" />
      <p className={styles.toolbar}>
        <PrintButton label={t('print.printButton')} />
      </p>
      <header className={styles.header}>
        <div>
          <p className={styles.kicker}>
            {t(`goal.${listing.goal}`)} · {listing.typeName} ·{' '}
            <span className="nowrap">{t('reference', { reference: listing.reference })}</span>
          </p>
          <h1 className={styles.title}>{listingTitle(listing)}</h1>
          <p>
            {listing.place.published
              ? `${listing.place.street} ${listing.place.houseNumber}, `
              : ''}
            {listing.place.zip} {listing.place.city}
          </p>
        </div>
        <div className={styles.priceBlock}>
          {listing.unavailable && (
            // on paper too: a sold or rented property must not look as if it were still offered
            <p className={styles.statusMark} data-testid="print-status">
              {t(`banner.${listing.banner === 'sold' ? 'sold' : 'rented'}`)}
            </p>
          )}
          <ListingPrice
            listing={listing}
            className={listing.unavailable ? `${styles.price} ${styles.pastPrice}` : styles.price}
          />
        </div>
      </header>
      {listing.unavailable && (
        <p className={styles.statusNote}>
          {listing.banner === 'sold' ? t('states.soldTitle') : t('states.rentedTitle')}
        </p>
      )}
      {photo && (
        <StaticImage
          src={photo.url}
          alt={sceneText(t, photo.scene)}
          width={photo.width}
          height={photo.height}
          sizes="800px"
          className={styles.photo}
          priority
        />
      )}
      <FactList facts={keyFacts(listing)} className={styles.facts} />
      <div className={styles.columns}>
        <section>
          <h2>{t('sections.description')}</h2>
          {listing.description.split('\n\n').map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </section>
        <aside className={styles.side}>
          <EnergySection listing={listing} headingId="print-energy" />
          <h2>{t('print.agency')}</h2>
          <p>
            <strong>{siteConfig.agency.name}</strong>
            <br />
            {office.name[locale]}
            <br />
            {office.street} {office.houseNumber}, {office.zip} {office.city[locale]}
            <br />
            <a href={phoneHref(office.phone)} className="nowrap">
              {formatPhone(office.phone)}
            </a>
            <br />
            {office.email}
          </p>
          <figure className={styles.qr}>
            <span dangerouslySetInnerHTML={{ __html: qr }} />
            <figcaption>
              {t('print.qr')}
              <br />
              <span className={styles.url}>{url}</span>
            </figcaption>
          </figure>
        </aside>
      </div>
    </article>
  );
}
