'use client';

import { Icon } from '@/components/ui/icon';
import { FavouriteButton } from '@/components/favourites/favourite-button';
import type { Favourite } from '@/lib/favourites/ids';
import badgeStyles from './banner-badge.module.css';
import energyStyles from './energy-badge.module.css';
import favouriteStyles from '@/components/favourites/favourite-toggle.module.css';
import priceStyles from './listing-price.module.css';
import styles from './listing-card.module.css';
import { CARD_PHOTO_SIZES } from '@/lib/media/image-sizes';
import { photoSources } from '@/lib/media/photo-sources';

/**
 * What a listing card shows, every text already translated and formatted on the server
 * (listing-card.tsx). Small on purpose: it is what the page's React payload carries of a card,
 * where the card's rendered element tree (about 2 kB a card) travelled before (issue 32).
 */
export type CardData = {
  href: string;
  title: string;
  /** Its title's heading level when it is not 3 (a list without a heading of its own). */
  headingLevel?: 2;
  /**
   * The photo: its file and the attributes that differ from card to card. Its `src` and `srcset`
   * are StaticImage's, worked out here (photoSources) from the file's address: the payload
   * carries one address, not the srcset's four.
   */
  photo: {
    url: string;
    alt: string;
    width: number;
    height: number;
    /** Loaded at once (the first screen's cards); absent, lazily. */
    eager?: true;
    fetchPriority?: 'high';
  };
  /** The Marquee banner (new, sold…) and its words. */
  banner?: { kind: string; text: string };
  /** The "price lowered" badge's words, when the price dropped lately. */
  priceDrop?: string;
  /** Price on request, or "starting from" / the amount / "per month". */
  price: { onRequest: string } | { before?: string; amount: string; after?: string };
  zip: string;
  city: string;
  facts: string[];
  energy?: { letter: string; certificate: string; name: string; text: string };
  /** The favourite button's item less its title and city, which are the card's. */
  favourite: Omit<Favourite, 'title' | 'city'>;
  /** Beside a results map: the card's position, for the map to follow the list. */
  position?: { lat: number; lng: number };
};

/** A listing in a list or grid: photo, price, place, main facts, EPC and banner. */
export function ListingCardView({ card }: { card: CardData }) {
  const Heading = `h${card.headingLevel ?? 3}` as const;
  const { price } = card;
  const image = photoSources(card.photo.url, CARD_PHOTO_SIZES);
  return (
    <article
      className={`${styles.card} render-when-near`}
      data-testid="listing-card"
      {...(card.position
        ? { 'data-map-lat': card.position.lat, 'data-map-lng': card.position.lng }
        : {})}
    >
      <div className={styles.media}>
        {/* eslint-disable-next-line @next/next/no-img-element -- the server chose the files (StaticImage's props) */}
        <img
          alt={card.photo.alt}
          loading={card.photo.eager ? 'eager' : 'lazy'}
          {...(card.photo.fetchPriority ? { fetchPriority: card.photo.fetchPriority } : {})}
          width={card.photo.width}
          height={card.photo.height}
          decoding="async"
          className={styles.photo}
          sizes={CARD_PHOTO_SIZES}
          srcSet={image.srcSet}
          src={image.src}
        />
        <span className={styles.badges}>
          {card.banner && (
            <span className={badgeStyles.badge} data-banner={card.banner.kind}>
              {card.banner.text}
            </span>
          )}
          {card.priceDrop && (
            <span
              className={badgeStyles.badge}
              data-banner="price-lowered"
              data-testid="price-drop-badge"
            >
              {card.priceDrop}
            </span>
          )}
        </span>
      </div>
      <FavouriteButton
        item={{ ...card.favourite, title: card.title, city: card.city }}
        className={favouriteStyles.cardHeart}
      >
        <Icon name="heart" size={22} />
      </FavouriteButton>
      <div className={styles.body}>
        <p className={styles.price}>
          {'onRequest' in price ? (
            <span>{price.onRequest}</span>
          ) : (
            <span>
              {price.before && <span className={priceStyles.qualifier}>{price.before} </span>}
              <span className={priceStyles.amount}>{price.amount}</span>
              {price.after && <span className={priceStyles.qualifier}> {price.after}</span>}
            </span>
          )}
        </p>
        <Heading className={styles.title}>
          <a href={card.href} className={styles.link}>
            {card.title}
          </a>
        </Heading>
        <p className={styles.place}>
          <Icon name="map-pin" size={16} />
          {`${card.zip} ${card.city}`}
        </p>
        <ul className={styles.facts}>
          {card.facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
          {card.energy && (
            <li>
              <span className={energyStyles.compact} data-label={card.energy.letter}>
                <abbr title={card.energy.name}>{card.energy.certificate}</abbr> {card.energy.text}
              </span>
            </li>
          )}
        </ul>
      </div>
    </article>
  );
}
