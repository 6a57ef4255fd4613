import { getTranslations } from 'next-intl/server';
import type { FactSection } from '@/lib/format/listing-facts';
import { FactValueText } from './fact-value';
import styles from './fact-sections.module.css';

/** The detail vocabulary, one titled list per section (only sections and facts that have a value). */
export async function FactSections({ sections, titled = true }: { sections: FactSection[]; titled?: boolean }) {
  const t = await getTranslations('Listing');
  return (
    <div className={styles.sections}>
      {sections.map((section) => (
        <section key={section.id} className={styles.section} aria-labelledby={titled ? `facts-${section.id}` : undefined}>
          {titled && (
            <h2 id={`facts-${section.id}`} className={styles.title}>
              {t(`sections.${section.id}`)}
            </h2>
          )}
          <dl className={styles.list}>
            {section.facts.map((fact) => (
              // the fact as data: equal in every language (e2e/one-truth.spec.ts compares them)
              <div key={fact.field} className={styles.row} data-fact={fact.field} data-value={String(fact.value.value)}>
                <dt>{t(`fields.${fact.field}`)}</dt>
                <dd>
                  <FactValueText value={fact.value} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
