import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { sceneText } from '@/lib/i18n/message-keys';
import { StaticImage } from '@/components/ui/static-image';
import { CARD_PHOTO_SIZES } from '@/lib/media/image-sizes';
import type { Picture } from '@/lib/model/types';
import styles from './listing-card.module.css';

/**
 * How a card's photo loads: `first` on the first card of a page (where a phone's largest paint
 * is: fetched early, at high priority), `eager` on the rest of the first row, else lazily.
 */
export type PhotoLoading = 'first' | 'eager' | 'lazy';

/** The photo at the top of a listing or project card, with what sits on it (a banner). */
export async function CardPhoto({
  photo,
  loading = 'lazy',
  children,
}: {
  photo: Picture;
  loading?: PhotoLoading;
  children?: ReactNode;
}) {
  const t = await getTranslations('Listing');
  return (
    <div className={styles.media}>
      <StaticImage
        src={photo.url}
        alt={sceneText(t, photo.scene)}
        width={photo.width}
        height={photo.height}
        sizes={CARD_PHOTO_SIZES}
        loading={loading === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={loading === 'first' ? 'high' : undefined}
        className={styles.photo}
      />
      {children}
    </div>
  );
}
