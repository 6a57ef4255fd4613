import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { StaticImage } from '@/components/ui/static-image';
import type { Listing } from '@/lib/model/types';
import { displayLabel } from '@/lib/energy/labels';
import { renovationDuty } from '@/lib/energy/renovation-duty';
import { energyFacts, type FactValue } from '@/lib/format/listing-facts';
import { formatDay } from '@/lib/format/locale-format';
import type { Locale } from '@/lib/i18n/locales';
import styles from './energy-section.module.css';

type Props = {
  listing: Pick<Listing, 'goal' | 'region' | 'typeId' | 'energy'>;
  headingId: string;
  className?: string;
  /** The day the renovation obligation is judged on (the deed is assumed today). */
  today?: Date;
};

/**
 * The energy block of a detail page and its print view: the certificate by its name in the
 * region and page language, the region's label image, the certificate's own facts (CO2 only where
 * it states it) and, where it applies, the Flemish renovation obligation.
 */
export function EnergySection({ listing, headingId, className, today }: Props) {
  const t = useTranslations('Listing');
  const format = useFormatter();
  const locale = useLocale() as Locale;
  const region = listing.region;
  const label = listing.energy.label;
  const facts = energyFacts(listing);
  const duty = renovationDuty({
    goal: listing.goal,
    region,
    typeId: listing.typeId,
    label: label?.label,
    on: today,
  });
  const certificate = region ? t(`energy.certificates.${region}.short`) : null;
  // A reference or a validity date is a certificate even when the feed left its label out.
  const { reference, validUntil, value } = listing.energy;
  const hasCertificate = Boolean(reference || validUntil) || value !== null;

  const valueText = (value: FactValue): string => {
    switch (value.kind) {
      case 'energy':
        return t('values.epcValue', { value: format.number(value.value) });
      case 'co2':
        return t('values.co2', { value: format.number(value.value) });
      case 'date':
        return formatDay(String(value.value), locale);
      default:
        return String(value.value);
    }
  };
  const since = (iso: string) => formatDay(iso, locale);

  return (
    <section
      aria-labelledby={headingId}
      className={className}
      data-testid="energy-section"
      data-region={region ?? undefined}
    >
      <h2 id={headingId}>{t('sections.energy')}</h2>
      {region && <p className={styles.certificate}>{t(`energy.certificates.${region}.name`)}</p>}
      {label && certificate ? (
        <StaticImage
          src={label.image}
          alt={t('energy.labelAlt', { certificate, label: displayLabel(label.label) })}
          width={240}
          height={120}
          className={styles.image}
        />
      ) : (
        <p>{t(hasCertificate ? 'energy.labelNotStated' : 'energy.noLabel')}</p>
      )}
      {facts.length > 0 && (
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.field} className={styles.row}>
              <dt>{t(`fields.${fact.field}`)}</dt>
              <dd>{valueText(fact.value)}</dd>
            </div>
          ))}
        </dl>
      )}
      {duty && (
        <aside className={styles.notice} data-testid="renovation-duty">
          <strong>{t('energy.dutyTitle')}</strong>
          <p>
            {duty.kind === 'residential'
              ? t('energy.dutyResidential', {
                  label: duty.label,
                  target: duty.target,
                  since: since(duty.since),
                })
              : t('energy.dutyNonResidential', { since: since(duty.since) })}
          </p>
        </aside>
      )}
    </section>
  );
}
