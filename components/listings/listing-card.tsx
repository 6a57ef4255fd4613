import { getLocale, getTranslations } from 'next-intl/server';
import type { Listing } from '@/lib/data';
import { listingHref } from '@/lib/data/canonical';
import { hasRecentDrop } from '@/lib/data/price-history';
import { isWorkplace } from '@/lib/model/property-use';
import { displayLabel } from '@/lib/energy/labels';
import { bindUnits, formatCurrency, formatNumber } from '@/lib/format/locale-format';
import { PRICE_UNIT_STARTING_FROM } from '@/lib/format/price';
import { localizedHref } from '@/lib/i18n/href';
import type { Locale } from '@/lib/i18n/locales';
import { sceneText } from '@/lib/i18n/message-keys';
import { favouriteOf } from '@/components/favourites/favourite-toggle';
import type { PhotoLoading } from './card-photo';
import { ListingCardView, type CardData } from './card-view';
import { listingTitle } from '@/lib/format/listing-title';

/**
 * A listing in a list or grid: photo, price, place, main facts, EPC and banner. Translated and
 * formatted here; drawn by a client component from those few texts (card-view.tsx), so that the
 * page's payload carries them instead of the card's whole element tree (issue 32).
 */
export async function ListingCard({
  listing,
  headingLevel = 3,
  photoLoading = 'lazy',
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
  const photo = listing.pictures[0] ?? listing.thumbnail;
  const amount = listing.price === null ? '' : formatCurrency(listing.price, locale);
  const facts: string[] = [];
  if (listing.rooms.bedrooms) facts.push(t('card.bedrooms', { count: listing.rooms.bedrooms }));
  if (listing.surfaces.living)
    facts.push(
      t(isWorkplace(listing.typeId) ? 'card.floor' : 'card.living', {
        value: formatNumber(listing.surfaces.living, locale),
      }),
    );
  else if (listing.surfaces.ground)
    facts.push(t('card.plot', { value: formatNumber(listing.surfaces.ground, locale) }));
  const energy = listing.energy.label;
  const certificate = energy && t(`energy.certificates.${energy.region}.short`);
  const card: CardData = {
    href: localizedHref(locale, listingHref(listing)),
    title: bindUnits(listingTitle(listing)),
    ...(headingLevel === 2 ? { headingLevel } : {}),
    photo: {
      url: photo.url,
      alt: sceneText(t, photo.scene),
      width: photo.width,
      height: photo.height,
      ...(photoLoading === 'lazy' ? {} : { eager: true as const }),
      ...(photoLoading === 'first' ? { fetchPriority: 'high' as const } : {}),
    },
    ...(listing.banner
      ? { banner: { kind: listing.banner, text: t(`banner.${listing.banner}`) } }
      : {}),
    ...(listing.price !== null && hasRecentDrop(listing.priceHistory)
      ? { priceDrop: t('price.loweredBadge') }
      : {}),
    price:
      listing.price === null
        ? { onRequest: t('price.onRequest') }
        : {
            ...(listing.priceUnit === PRICE_UNIT_STARTING_FROM && amount !== 'NaN'
              ? { before: t('price.startingFrom') }
              : {}),
            amount,
            ...(listing.goal === 'rent' ? { after: t('price.perMonth') } : {}),
          },
    zip: listing.place.zip,
    city: listing.place.city,
    facts,
    ...(energy && certificate
      ? {
          energy: {
            letter: energy.label[0]!,
            certificate,
            name: t(`energy.certificates.${energy.region}.name`),
            text: displayLabel(energy.label),
          },
        }
      : {}),
    // its title and city are the card's
    favourite: (({ id, goal, price }) => ({ id, goal, price }))(favouriteOf({ listing })),
    ...(onMap ? { position: { lat: listing.place.latitude, lng: listing.place.longitude } } : {}),
  };
  return <ListingCardView card={card} />;
}
