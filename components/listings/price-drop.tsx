import { Icon } from '@/components/ui/icon';
import { getTranslations } from 'next-intl/server';
import type { Listing } from '@/lib/data';
import { hasRecentDrop, lastDrop } from '@/lib/data/price-history';
import { formatCurrency, formatDay } from '@/lib/format/locale-format';
import type { Locale } from '@/lib/i18n/locales';
import badgeStyles from './banner-badge.module.css';
import styles from './listing-price.module.css';

/** "Price lowered on 12 October 2026 (was € 450.000)" under the price, when its last change was a drop. */
export async function PriceDropNote({
  listing,
  locale,
  className,
}: {
  listing: Listing;
  locale: Locale;
  className?: string;
}) {
  const drop = lastDrop(listing.priceHistory);
  if (!drop || listing.price === null) return null;
  const t = await getTranslations({ locale, namespace: 'Listing.price' });
  return (
    <p className={`${styles.drop} ${className ?? ''}`} data-testid="price-drop">
      <Icon name="trending-down" size={18} />
      <span>
        {t('lowered', {
          date: formatDay(drop.date, locale),
          previous: formatCurrency(drop.previous, locale),
        })}
      </span>
    </p>
  );
}

/** The card's small badge for a price lowered within the last weeks. */
export async function PriceDropBadge({ listing, locale }: { listing: Listing; locale: Locale }) {
  if (listing.price === null || !hasRecentDrop(listing.priceHistory)) return null;
  const t = await getTranslations({ locale, namespace: 'Listing.price' });
  return (
    <span className={badgeStyles.badge} data-banner="price-lowered" data-testid="price-drop-badge">
      {t('loweredBadge')}
    </span>
  );
}
