'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import styles from './filters-disclosure.module.css';

const WIDE = '(min-width: 1024px)';

/**
 * The filters fold away on a phone, so the results come first; on a wide screen they open by
 * themselves. Without JavaScript the summary still opens them.
 */
export function FiltersDisclosure({ summary, children }: { summary: string; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (window.matchMedia(WIDE).matches && ref.current) ref.current.open = true;
  }, []);
  return (
    <details ref={ref} className={styles.details}>
      <summary className={styles.summary}>{summary}</summary>
      {children}
    </details>
  );
}
