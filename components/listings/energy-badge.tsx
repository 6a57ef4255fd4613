import { StaticImage } from '@/components/ui/static-image';
import { getTranslations } from 'next-intl/server';
import { displayLabel, type EnergyLabel } from '@/lib/energy/labels';
import styles from './energy-badge.module.css';

/** The regional energy-label image, or its letter only where space is short, named after the region's certificate. */
export async function EnergyBadge({
  label,
  compact = false,
}: {
  label: EnergyLabel | null;
  compact?: boolean;
}) {
  if (!label) return null;
  const t = await getTranslations('Listing.energy');
  const text = displayLabel(label.label);
  const certificate = t(`certificates.${label.region}.short`);
  const alt = t('labelAlt', { certificate, label: text });
  if (compact) {
    return (
      <span className={styles.compact} data-label={label.label[0]}>
        <abbr title={t(`certificates.${label.region}.name`)}>{certificate}</abbr>
        {` ${text}`}
      </span>
    );
  }
  return (
    <StaticImage src={label.image} alt={alt} width={240} height={120} className={styles.image} />
  );
}
