import { getTranslations } from 'next-intl/server';
import type { Listing, Place } from '@/lib/model/types';
import type { Locale } from '@/lib/i18n/locales';
import { PropertyMap } from './property-map';
import styles from './map.module.css';

/** OpenStreetMap at a position, for visitors who want directions in their own map application. */
function openStreetMapUrl(place: Pick<Place, 'latitude' | 'longitude'>): string {
  const { latitude: lat, longitude: lng } = place;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;
}

/** The "Location" block of a detail page: the map with the property highlighted. */
export async function LocationSection({
  locale,
  place,
  listings,
  countViewOf,
}: {
  locale: Locale;
  place: Place;
  listings: Listing[];
  countViewOf?: number;
}) {
  const t = await getTranslations({ locale, namespace: 'Listing.map' });
  return (
    <section aria-labelledby="location-title" className={styles.location} data-testid="location">
      <h2 id="location-title">{t('title')}</h2>
      {!place.published && <p className={styles.approximate}>{t('approximate')}</p>}
      <PropertyMap
        locale={locale}
        listings={listings}
        marker={{ lat: place.latitude, lng: place.longitude }}
        ignoreBanners={[]}
        title={t('frameTitle')}
        countViewOf={countViewOf}
      />
      <p className={styles.external} data-print="hide">
        <a href={openStreetMapUrl(place)} rel="noopener" target="_blank">
          {t('open')}
        </a>
      </p>
    </section>
  );
}
