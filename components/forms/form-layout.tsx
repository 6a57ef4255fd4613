import type { ReactNode } from 'react';
import styles from './form-layout.module.css';

/** A form beside what it is about (a property, a project, the offices). */
export function FormLayout({
  title,
  lead,
  aside,
  children,
}: {
  title: string;
  lead?: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`container ${styles.layout}`}>
      <section aria-labelledby="form-title" className={styles.main}>
        <h2 id="form-title" className={styles.title}>
          {title}
        </h2>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </section>
      {aside && <aside className={styles.aside}>{aside}</aside>}
    </div>
  );
}
