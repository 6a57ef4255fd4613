'use client';

import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import styles from './breadcrumbs.module.css';

/** A step of the trail as the page shows it: its name, and its address but on the last (the page). */
export type TrailStep = { name: string; href?: string };

/**
 * The visible trail drawn from its names and addresses: the page's payload carries those, not
 * each step's element tree (issue 32 › 2). `children`: the trail's JSON-LD, kept in the nav.
 */
export function BreadcrumbsView({
  label,
  steps,
  children,
}: {
  label: string;
  steps: TrailStep[];
  children?: ReactNode;
}) {
  return (
    <nav aria-label={label} className={styles.trail} data-testid="breadcrumbs">
      {children}
      <ol>
        {steps.map((step, index) =>
          step.href === undefined ? (
            <li key={index}>
              <span aria-current="page">{step.name}</span>
            </li>
          ) : (
            <li key={index}>
              <a href={step.href}>{step.name}</a>
              <Icon name="chevron-right" size={14} />
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
