import { getTranslations } from 'next-intl/server';
import type { Fact, FactSection } from '@/lib/format/listing-facts';
import { factValueText } from './fact-value';
import { FactListView, type FactRow } from './fact-list-view';
import styles from './fact-sections.module.css';

/**
 * Facts as a description list, a label and a value per row. `marked` rows carry the fact as data,
 * equal in every language (e2e/one-truth.spec.ts compares them). Translated here, drawn by
 * fact-list-view.tsx from the rows' texts.
 */
export async function FactList({
  facts,
  className,
  rowClassName,
  marked = false,
}: {
  facts: Fact[];
  className?: string;
  rowClassName?: string;
  marked?: boolean;
}) {
  const t = await getTranslations('Listing');
  const rows = await Promise.all(
    facts.map(async (fact): Promise<FactRow> => {
      const { text, atomic } = await factValueText(fact.value);
      return {
        field: fact.field,
        label: t(`fields.${fact.field}`),
        text,
        ...(atomic ? { atomic: true as const } : {}),
        ...(marked ? { value: String(fact.value.value) } : {}),
      };
    }),
  );
  return (
    <FactListView
      rows={rows}
      {...(className ? { className } : {})}
      {...(rowClassName ? { rowClassName } : {})}
    />
  );
}

/** The detail vocabulary, one titled list per section (only sections and facts that have a value). */
export async function FactSections({
  sections,
  titled = true,
}: {
  sections: FactSection[];
  titled?: boolean;
}) {
  const t = await getTranslations('Listing');
  return (
    <div className={styles.sections}>
      {sections.map((section) => (
        <section
          key={section.id}
          className={`${styles.section} render-when-near`}
          aria-labelledby={titled ? `facts-${section.id}` : undefined}
        >
          {titled && (
            <h2 id={`facts-${section.id}`} className={styles.title}>
              {t(`sections.${section.id}`)}
            </h2>
          )}
          <FactList
            facts={section.facts}
            className={styles.list}
            rowClassName={styles.row}
            marked
          />
        </section>
      ))}
    </div>
  );
}
