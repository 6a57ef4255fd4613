import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Listing } from '@/lib/data';
import { keyFacts, pricePerArea } from '@/lib/format/listing-facts';
import type { Locale } from '@/lib/i18n/locales';
import { EnergyBadge } from './energy-badge';
import { FactValueText } from './fact-value';
import styles from './key-facts.module.css';

/**
 * The facts a visitor decides on, near the price so that a phone shows them without scrolling:
 * rooms, living (or plot) area, energy label and price per m².
 */
export async function KeyFacts({ listing, locale }: { listing: Listing; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Listing.fields' });
  const perArea = pricePerArea(listing);
  const facts: { key: string; term: string; value: ReactNode }[] = [
    ...keyFacts(listing).map((fact) => ({
      key: fact.field,
      term: t(fact.field),
      value: <FactValueText value={fact.value} />,
    })),
    ...(listing.energy.label
      ? [
          {
            key: 'epcLabel',
            term: t('epcLabel'),
            value: <EnergyBadge label={listing.energy.label} compact />,
          },
        ]
      : []),
    ...(perArea
      ? [
          {
            key: 'pricePerSquareMetre',
            term: t('pricePerSquareMetre'),
            value: <FactValueText value={perArea} />,
          },
        ]
      : []),
  ];
  if (facts.length === 0) return null;
  return (
    <dl className={styles.facts} data-testid="key-facts">
      {facts.map((fact) => (
        <div key={fact.key} className={styles.fact} data-fact={fact.key}>
          <dt>{fact.term}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
