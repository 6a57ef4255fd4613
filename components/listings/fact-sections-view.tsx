'use client';

import { FactListView, type FactRow } from './fact-list-view';
import styles from './fact-sections.module.css';

/** A section of the detail vocabulary: its id (`facts-{id}` titles it), title and rows. */
export type FactSectionData = { id: string; title: string; rows: FactRow[] };

/** The detail vocabulary, a titled description list per section, drawn from its texts. */
export function FactSectionsView({ sections }: { sections: FactSectionData[] }) {
  return (
    <div className={styles.sections}>
      {sections.map((section) => (
        <section
          key={section.id}
          className={`${styles.section} render-when-near`}
          aria-labelledby={`facts-${section.id}`}
        >
          <h2 id={`facts-${section.id}`} className={styles.title}>
            {section.title}
          </h2>
          <FactListView rows={section.rows} className={styles.list} rowClassName={styles.row} />
        </section>
      ))}
    </div>
  );
}
