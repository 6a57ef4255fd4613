import { StaticImage } from '@/components/ui/static-image';
import { getTranslations } from 'next-intl/server';
import { displayLabel, type EnergyLabel } from '@/lib/energy/labels';
import styles from './energy-badge.module.css';

/** The regional energy-label image (§9), or its letter only where space is short. */
export async function EnergyBadge({ label, compact = false }: { label: EnergyLabel | null; compact?: boolean }) {
  if (!label) return null;
  const t = await getTranslations('Listing.energy');
  const text = displayLabel(label.label);
  if (compact) {
    return (
      <span className={styles.compact} data-label={label.label[0]}>
        <abbr title={t('labelAlt', { label: text })}>EPC</abbr> {text}
      </span>
    );
  }
  return <StaticImage src={label.image} alt={t('labelAlt', { label: text })} width={240} height={120} className={styles.image} />;
}
