'use client';

import type { ReactNode } from 'react';
import styles from './energy-section.module.css';

/** The energy block's texts, resolved on the server (energy-section.tsx). */
export type EnergySectionData = {
  headingId: string;
  className?: string;
  region?: string;
  title: string;
  /** The certificate's name in the region and language. */
  certificate?: string;
  /** Said where there is no label image: no certificate, or its label left out. */
  noLabel?: string;
  facts: { field: string; label: string; text: string }[];
  duty?: { title: string; text: string };
};

/**
 * The energy block drawn from its texts: the page's payload carries them, not the block's
 * element tree (issue 32 › 2). The label's image comes drawn (a server-rendered picture).
 */
export function EnergySectionView({
  headingId,
  className,
  region,
  title,
  certificate,
  noLabel,
  facts,
  duty,
  image,
}: EnergySectionData & { image?: ReactNode }) {
  return (
    <section
      aria-labelledby={headingId}
      className={className}
      data-testid="energy-section"
      data-region={region}
    >
      <h2 id={headingId}>{title}</h2>
      {certificate && <p className={styles.certificate}>{certificate}</p>}
      {image ?? <p>{noLabel}</p>}
      {facts.length > 0 && (
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.field} className={styles.row}>
              <dt>{fact.label}</dt>
              <dd>{fact.text}</dd>
            </div>
          ))}
        </dl>
      )}
      {duty && (
        <aside className={styles.notice} data-testid="renovation-duty">
          <strong>{duty.title}</strong>
          <p>{duty.text}</p>
        </aside>
      )}
    </section>
  );
}
