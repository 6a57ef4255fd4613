import { getTranslations } from 'next-intl/server';
import type { Listing } from '@/lib/data';
import styles from './banner-badge.module.css';

/** The Marquee banner: new, to take over, sold, rented. */
export async function BannerBadge({ banner }: { banner: Listing['banner'] }) {
  if (!banner) return null;
  const t = await getTranslations('Listing.banner');
  return (
    <span className={styles.badge} data-banner={banner}>
      {t(banner)}
    </span>
  );
}
