import { Icon } from '@/components/ui/icon';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getListing, similarTo, type Goal, type Listing } from '@/lib/data';
import { listingHref } from '@/lib/data/canonical';
import { requireCanonicalDetail } from '@/lib/data/require-detail';
import { siteConfig } from '@/lib/content/site-config';
import { propertyRequestHref, propertyRequests, requestSubject } from '@/lib/forms/contact-request';
import { detailSections } from '@/lib/format/listing-facts';
import { bindUnits, formatCurrency, formatPhone, phoneHref } from '@/lib/format/locale-format';
import { LocaleLink } from '@/components/ui/locale-link';
import { localizedHref } from '@/lib/i18n/href';
import { DetailActionsView } from '@/components/listings/detail-actions-view';
import { FavouriteToggle, favouriteOf } from '@/components/favourites/favourite-toggle';
import type { Locale } from '@/lib/i18n/locales';
import { sceneText } from '@/lib/i18n/message-keys';
import { pageLocale } from '@/lib/i18n/server';
import { localizedPath, pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl, listingJsonLd } from '@/lib/seo/structured-data';
import { listingTrail } from '@/lib/seo/breadcrumbs';
import { nearestOffice } from '@/lib/content/offices';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { ContactBar } from '@/components/listings/contact-bar';
import { KeyFacts } from '@/components/listings/key-facts';
import { OfficeBlock } from '@/components/listings/office-block';
import { HydrateApart } from '@/components/layout/hydrate-apart';
import { JsonLd } from '@/components/seo/json-ld';
import { BannerBadge } from '@/components/listings/banner-badge';
import { EnergySection } from '@/components/listings/energy-section';
import { FactSections } from '@/components/listings/fact-sections';
import { PhotoGallery } from '@/components/listings/photo-gallery';
import { ListingCard } from '@/components/listings/listing-card';
import { galleryPhotos } from '@/components/listings/gallery-photos';
import { ListingMedia } from '@/components/listings/listing-media';
import { ViewBeacon } from '@/components/listings/view-beacon';
import { ListingPrice } from '@/components/listings/listing-price';
import { PriceDropNote } from '@/components/listings/price-drop';
import { LocationSection } from '@/components/map/location-section';
import { PurchaseCostsSection } from '@/components/costs/purchase-costs-section';
import styles from '@/components/listings/listing-detail.module.css';
import { listingTitle } from '@/lib/format/listing-title';
import { listingPageTitle } from '@/lib/seo/page-titles';

type Params = Promise<{ locale: string; city: string; slug: string; id: string }>;

async function listingOf(params: Params, locale: Locale, goal: Goal): Promise<Listing> {
  const routeParams = await params;
  requireCanonicalDetail(
    goal === 'sale' ? '/for-sale/[city]/[slug]/[id]' : '/for-rent/[city]/[slug]/[id]',
    routeParams,
    locale,
  );
  const listing = getListing(Number(routeParams.id), locale);
  if (!listing) notFound();
  return listing;
}

function titleOf(listing: Listing): string {
  return bindUnits(listingTitle(listing));
}

/** The detail page of a listing for sale or for rent, at its canonical translated path. */
export function listingDetailPage(goal: Goal) {
  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const locale = await pageLocale(params);
    const listing = await listingOf(params, locale, goal);
    return pageMetadata({
      locale,
      title: bindUnits(listingPageTitle(listing)),
      description: listing.description,
      // only the languages the listing is published in (lib/data/store.ts › lookup)
      hrefIn: (alternate) => {
        const translated = alternate === locale ? listing : getListing(listing.id, alternate);
        return translated && listingHref(translated);
      },
      image: listing.pictures[0] ?? null,
      type: 'article',
    });
  }

  async function Page({ params }: { params: Params }) {
    const locale = await pageLocale(params);
    const listing = await listingOf(params, locale, goal);
    const t = await getTranslations({ locale, namespace: 'Listing' });
    const title = titleOf(listing);
    const similar = similarTo(listing);
    const sections = detailSections(listing);
    const listRoute = goal === 'sale' ? '/for-sale' : '/for-rent';
    const photos = galleryPhotos(listing.pictures, (scene) => sceneText(t, scene));
    const office = nearestOffice(siteConfig.agency.offices, listing.place);
    const requests = propertyRequests(requestSubject(listing));
    const barRequest = requests.includes('visit') ? 'visit' : 'information';
    const favourite = favouriteOf({ listing });

    return (
      <article className={`container ${styles.page}`} data-testid="listing-detail">
        <ViewBeacon listingId={listing.id} kind="detail" />
        <JsonLd data={listingJsonLd(listing)} />
        <Breadcrumbs
          locale={locale}
          label={t('breadcrumbs')}
          trail={listingTrail(
            listing,
            { home: siteConfig.agency.name, list: t(`goal.${goal}`), title },
            listingHref(listing),
          )}
        />
        <header className={styles.header}>
          <div>
            <p className={styles.kicker}>
              <BannerBadge banner={listing.banner} />
              {` ${t(`goal.${goal}`)} · ${listing.typeName}`}
            </p>
            <h1 className={styles.title}>{title}</h1>
            <p className={styles.place}>
              <Icon name="map-pin" size={18} />
              {`${listing.place.published ? `${listing.place.street} ${listing.place.houseNumber}, ` : ''}${listing.place.zip} ${listing.place.city}`}
            </p>
          </div>
          <div className={styles.priceBlock}>
            <ListingPrice listing={listing} className={styles.price} />
            <PriceDropNote listing={listing} locale={locale} className={styles.priceDrop} />
            <p className={`${styles.reference} nowrap`}>
              {t('reference', { reference: listing.reference })}
            </p>
            {/* the ContactBar's object: the payload carries it once */}
            <FavouriteToggle variant="detail" item={favourite} />
          </div>
        </header>

        <KeyFacts listing={listing} locale={locale} />

        {listing.unavailable && (
          <div className={styles.state} role="status" data-testid="listing-state">
            <strong>
              {listing.banner === 'sold' ? t('states.soldTitle') : t('states.rentedTitle')}
            </strong>
            <p>{listing.banner === 'sold' ? t('states.soldBody') : t('states.rentedBody')}</p>
            <p>
              <LocaleLink href={listRoute}>{t('states.backToSearch')}</LocaleLink>
            </p>
          </div>
        )}

        <div className={styles.layout}>
          <div className={styles.mainColumn}>
            {/* parts React hydrates one by one, after the shell (issue 32 › 3): no task over 50 ms */}
            <HydrateApart>
              <PhotoGallery photos={photos} title={title} />
            </HydrateApart>
            <HydrateApart>
              <section aria-labelledby="description" className={`${styles.block} render-when-near`}>
                <h2 id="description">{t('sections.description')}</h2>
                {listing.description.split('\n\n').map((paragraph, index) => (
                  // the paragraphs of a fixed text: their place is their identity
                  <p key={index}>{bindUnits(paragraph)}</p>
                ))}
              </section>

              <ListingMedia listing={listing} title={title} />

              <EnergySection
                listing={listing}
                headingId="energy-title"
                className={`${styles.block} render-when-near`}
              />

              <FactSections sections={sections.filter((section) => section.id !== 'energy')} />

              <PurchaseCostsSection
                listing={listing}
                locale={locale}
                headingId="purchase-costs-title"
                className={`${styles.block} render-when-near`}
              />

              {listing.rental && (
                <section aria-labelledby="rental" className={`${styles.block} render-when-near`}>
                  <h2 id="rental">{t('rental.title')}</h2>
                  <ul>
                    {listing.costs.depositMonths ? (
                      <li>{t('rental.deposit', { months: listing.costs.depositMonths })}</li>
                    ) : null}
                    <li>{t('rental.firstPayment')}</li>
                    {listing.costs.inventoryCosts ? (
                      <li>
                        {t('rental.inventory', {
                          amount: formatCurrency(listing.costs.inventoryCosts, locale),
                        })}
                      </li>
                    ) : null}
                    {listing.rental.minimumIncome ? (
                      <li>
                        {t('rental.minimumIncome', {
                          amount: formatCurrency(listing.rental.minimumIncome, locale),
                        })}
                      </li>
                    ) : null}
                    {listing.rental.maxPersons ? (
                      <li>{t('rental.maxPersons', { count: listing.rental.maxPersons })}</li>
                    ) : null}
                  </ul>
                </section>
              )}

              <div className={`${styles.block} render-when-near`}>
                <LocationSection
                  locale={locale}
                  place={listing.place}
                  listings={[listing]}
                  countViewOf={listing.id}
                />
              </div>
            </HydrateApart>
          </div>

          <HydrateApart>
            <aside
              className={`${styles.side} render-when-near`}
              aria-label={t('sections.keyFacts')}
            >
              <DetailActionsView
                requests={requests.map((request) => ({
                  request,
                  href: localizedHref(locale, propertyRequestHref(listing.id, request)),
                  label: t(`actions.${request}`),
                }))}
                call={{
                  href: phoneHref(office.phone),
                  label: t('actions.call', { phone: formatPhone(office.phone) }),
                }}
                print={{
                  href: localizedHref(locale, {
                    pathname: '/print/[id]',
                    params: { id: String(listing.id) },
                  }),
                  label: t('actions.print'),
                }}
              />
              <OfficeBlock office={office} locale={locale} headingId="office-title" />
            </aside>
          </HydrateApart>
        </div>

        <HydrateApart>
          {similar.length > 0 && (
            <section aria-labelledby="similar" className={`${styles.similar} render-when-near`}>
              <h2 id="similar">{t('sections.similar')}</h2>
              <div className={styles.grid}>
                {similar.map((item) => (
                  <ListingCard key={item.id} listing={item} />
                ))}
              </div>
            </section>
          )}
          <ContactBar
            locale={locale}
            phone={office.phone}
            request={{ kind: barRequest, href: propertyRequestHref(listing.id, barRequest) }}
            favourite={favourite}
            share={{ url: absoluteUrl(localizedPath(locale, listingHref(listing))), title }}
          />
        </HydrateApart>
      </article>
    );
  }

  return { generateMetadata, Page };
}
