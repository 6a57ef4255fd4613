'use client';

import styles from './logo.module.css';

/**
 * The agency's mark (a roof over a horizon line) and its name as live text. A client component
 * only so that the page's payload carries its name, not the drawing's element tree (issue 32):
 * it has no state and renders the same markup on the server.
 */
export function Logo({ name }: { name: string }) {
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 40 40" aria-hidden="true">
        <rect width="40" height="40" rx="9" fill="currentColor" className={styles.tile} />
        <path
          d="M8 22 20 11l12 11"
          fill="none"
          stroke="#e0a526"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M7 29h26" stroke="#ffffff" strokeWidth="3" strokeLinecap="round" />
        <circle cx="20" cy="24" r="3.2" fill="#ffffff" />
      </svg>
      <span className={styles.name}>{name}</span>
    </span>
  );
}
