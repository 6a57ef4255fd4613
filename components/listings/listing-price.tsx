import { getLocale, getTranslations } from 'next-intl/server';
import type { Listing } from '@/lib/data';
import { formatCurrency } from '@/lib/format/locale-format';
import { PRICE_UNIT_STARTING_FROM } from '@/lib/format/price';
import type { Locale } from '@/lib/i18n/locales';
import styles from './listing-price.module.css';

/** Price: '€ ' and the amount in one piece, "starting from" for unit 7, per month for rents. */
export async function ListingPrice({
  listing,
  className,
}: {
  listing: Listing;
  className?: string;
}) {
  const t = await getTranslations('Listing.price');
  if (listing.price === null) return <span className={className}>{t('onRequest')}</span>;
  const amount = formatCurrency(listing.price, (await getLocale()) as Locale);
  return (
    <span className={className}>
      {listing.priceUnit === PRICE_UNIT_STARTING_FROM && amount !== 'NaN' && (
        <span className={styles.qualifier}>{`${t('startingFrom')} `}</span>
      )}
      <span className={styles.amount}>{amount}</span>
      {listing.goal === 'rent' && <span className={styles.qualifier}>{` ${t('perMonth')}`}</span>}
    </span>
  );
}
