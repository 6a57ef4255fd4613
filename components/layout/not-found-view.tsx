'use client';

import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { PageHeading } from './page-heading';
import styles from './not-found-content.module.css';

/** The 404's texts and addresses, translated on the server (not-found-content.tsx). */
export type NotFoundTexts = {
  title: string;
  lead: string;
  kind: string;
  /** The listing search's address and the home page's, in the page's language. */
  searchAction: string;
  homeHref: string;
  searchLabel: string;
  searchPlaceholder: string;
  searchButton: string;
  backHome: string;
};

/**
 * The translated 404 drawn from its texts: Next.js writes the site layout's not-found boundary
 * into every page's payload, so it travels as these few strings, not as an element tree (issue 32).
 */
export function NotFoundView({ texts, children }: { texts: NotFoundTexts; children?: ReactNode }) {
  return (
    <>
      <PageHeading title={texts.title} lead={texts.lead} />
      <div
        className={`container ${styles.actions}`}
        data-testid="not-found"
        data-missing={texts.kind}
      >
        <form action={texts.searchAction} method="get" role="search" className={styles.search}>
          <label htmlFor="not-found-search" className={styles.label}>
            {texts.searchLabel}
          </label>
          <div className={styles.row}>
            <input
              id="not-found-search"
              name="q"
              type="search"
              placeholder={texts.searchPlaceholder}
              className={styles.input}
            />
            <button type="submit" className="button button-primary">
              <Icon name="search" size={18} />
              {texts.searchButton}
            </button>
          </div>
        </form>
        <p>
          <a href={texts.homeHref} className="button button-secondary">
            {texts.backHome}
          </a>
        </p>
      </div>
      {children}
    </>
  );
}
