import type { Listing } from '@/lib/model/types';
import type { Locale } from '@/lib/i18n/locales';
import { listingPriceText, type PriceWords } from '@/lib/format/price';
import type { MapPoint } from './protocol';

/** A listing as a point of the embedded map: where, what, how much, and its page. */
export function mapPointOf(
  listing: Listing,
  href: string,
  priceWords: PriceWords,
  locale: Locale,
): MapPoint {
  return {
    id: listing.id,
    lat: listing.place.latitude,
    lng: listing.place.longitude,
    title: `${listing.typeName} – ${listing.place.zip} ${listing.place.city}`,
    price: listingPriceText(listing, priceWords, locale),
    href,
    thumbnail: listing.thumbnail.url,
    banner: listing.banner,
    approximate: !listing.place.published,
  };
}
