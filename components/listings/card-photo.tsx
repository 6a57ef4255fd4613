import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { StaticImage } from '@/components/ui/static-image';
import type { Picture } from '@/lib/data/types';
import styles from './listing-card.module.css';

/** The photo at the top of a listing or project card, with what sits on it (a banner). */
export async function CardPhoto({ photo, children }: { photo: Picture; children?: ReactNode }) {
  const t = await getTranslations('Listing');
  return (
    <div className={styles.media}>
      <StaticImage src={photo.url} alt={t(`scenes.${photo.scene}` as never)} width={photo.width} height={photo.height} sizes="(max-width: 500px) 400px, 600px" className={styles.photo} />
      {children}
    </div>
  );
}
