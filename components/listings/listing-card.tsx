import { Icon } from '@/components/ui/icon';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Listing } from '@/lib/data';
import { listingHref } from '@/lib/data/canonical';
import { isWorkplace } from '@/lib/model/property-use';
import { bindUnits, formatNumber } from '@/lib/format/locale-format';
import type { Locale } from '@/lib/i18n/locales';
import { LocaleLink } from '@/components/ui/locale-link';
import { FavouriteToggle } from '@/components/favourites/favourite-toggle';
import { BannerBadge } from './banner-badge';
import { CardPhoto, type PhotoLoading } from './card-photo';
import { EnergyBadge } from './energy-badge';
import { ListingPrice } from './listing-price';
import { PriceDropBadge } from './price-drop';
import styles from './listing-card.module.css';
import { listingTitle } from '@/lib/format/listing-title';

/** A listing in a list or grid: photo, price, place, main facts, EPC and banner. */
export async function ListingCard({
  listing,
  headingLevel = 3,
  photoLoading,
  onMap = false,
}: {
  listing: Listing;
  headingLevel?: 2 | 3;
  photoLoading?: PhotoLoading;
  /** Beside a results map: the card carries its position, for the map to follow the list. */
  onMap?: boolean;
}) {
  const t = await getTranslations('Listing');
  const locale = (await getLocale()) as Locale;
  const Heading = `h${headingLevel}` as const;
  const photo = listing.pictures[0] ?? listing.thumbnail;
  const title = bindUnits(listingTitle(listing));
  return (
    <article
      className={styles.card}
      data-testid="listing-card"
      {...(onMap
        ? { 'data-map-lat': listing.place.latitude, 'data-map-lng': listing.place.longitude }
        : {})}
    >
      <CardPhoto photo={photo} loading={photoLoading}>
        <span className={styles.badges}>
          <BannerBadge banner={listing.banner} />
          <PriceDropBadge listing={listing} locale={locale} />
        </span>
      </CardPhoto>
      <FavouriteToggle variant="card" listing={listing} />
      <div className={styles.body}>
        <p className={styles.price}>
          <ListingPrice listing={listing} />
        </p>
        <Heading className={styles.title}>
          <LocaleLink href={listingHref(listing)} className={styles.link}>
            {title}
          </LocaleLink>
        </Heading>
        <p className={styles.place}>
          <Icon name="map-pin" size={16} />
          {listing.place.zip} {listing.place.city}
        </p>
        <ul className={styles.facts}>
          {listing.rooms.bedrooms ? (
            <li>{t('card.bedrooms', { count: listing.rooms.bedrooms })}</li>
          ) : null}
          {listing.surfaces.living ? (
            <li>
              {t(isWorkplace(listing.typeId) ? 'card.floor' : 'card.living', {
                value: formatNumber(listing.surfaces.living, locale),
              })}
            </li>
          ) : null}
          {!listing.surfaces.living && listing.surfaces.ground ? (
            <li>{t('card.plot', { value: formatNumber(listing.surfaces.ground, locale) })}</li>
          ) : null}
          {listing.energy.label && (
            <li>
              <EnergyBadge label={listing.energy.label} compact />
            </li>
          )}
        </ul>
      </div>
    </article>
  );
}
