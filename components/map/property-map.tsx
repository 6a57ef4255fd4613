import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/lib/content/site-config';
import { listingHref } from '@/lib/data/canonical';
import type { Listing } from '@/lib/model/types';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { mapPointOf } from '@/lib/map/points';
import type { MapShowMessage } from '@/lib/map/protocol';
import type { Banner } from '@/lib/model/types';
import { MapEmbed } from './map-embed';

type Props = {
  locale: Locale;
  listings: Listing[];
  /** The position to highlight (a detail page's property). */
  marker?: { lat: number; lng: number } | null;
  /** Banners to leave out; the configured list by default (detail pages pass none). */
  ignoreBanners?: Banner[];
  title: string;
  className?: string;
  /** A property page's own map: its showing counts as a map view of that property. */
  countViewOf?: number;
  /** A list's results, clustered by the server (`listings` is then empty). */
  results?: MapShowMessage['results'];
  /** The id of the list whose cards the map follows (pointer and focus). */
  followList?: string;
};

/** A map of listings: the embedded map frame, told by postMessage what to show. */
export async function PropertyMap({
  locale,
  listings,
  marker = null,
  ignoreBanners = siteConfig.map.ignoreBanners,
  title,
  className,
  countViewOf,
  results = null,
  followList,
}: Props) {
  const words = await getTranslations({ locale, namespace: 'Listing.price' });
  const priceWords = {
    onRequest: words('onRequest'),
    startingFrom: words('startingFrom'),
    perMonth: words('perMonth'),
  };
  const properties = listings.map((listing) =>
    mapPointOf(listing, getPathname({ locale, href: listingHref(listing) }), priceWords, locale),
  );
  return (
    <MapEmbed
      src={getPathname({ locale, href: '/map-frame' })}
      title={title}
      // left out when not given: an undefined prop still travels in the payload ("$undefined")
      {...(className ? { className } : {})}
      {...(countViewOf === undefined ? {} : { countViewOf })}
      {...(followList ? { followList } : {})}
      message={{
        properties,
        mapType: siteConfig.map.type,
        marker,
        marqueeIgnore: ignoreBanners,
        results,
      }}
    />
  );
}
