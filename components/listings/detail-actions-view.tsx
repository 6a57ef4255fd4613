'use client';

import { Icon, type IconName } from '@/components/ui/icon';
import type { PropertyRequest } from '@/lib/forms/contact-request';
import styles from './detail-actions.module.css';

/** A link of the detail page's side column, its address and text resolved on the server. */
export type ActionLink = { href: string; label: string };

/** The side column's actions of a property (listing-detail-page.tsx resolves them). */
export type DetailActionsData = {
  /** The requests the property takes, the first one the main action. */
  requests: (ActionLink & { request: PropertyRequest })[];
  call: ActionLink;
  print: ActionLink;
};

const REQUEST_ICONS: Record<PropertyRequest, IconName> = {
  visit: 'calendar-check',
  information: 'info',
  documents: 'file-text',
  offer: 'hand-coins',
  friend: 'send',
};

/**
 * The requests, the office's phone and the print view, drawn from those few texts: the page's
 * payload carries the links, not each button's element tree (issue 32 › 2).
 */
export function DetailActionsView({ requests, call, print }: DetailActionsData) {
  return (
    <div className={styles.actions}>
      {requests.map(({ request, href, label }, index) => (
        <a
          key={request}
          href={href}
          className={`button ${index === 0 ? 'button-accent' : 'button-secondary'} ${styles.action}`}
          data-request={request}
        >
          <Icon name={REQUEST_ICONS[request]} size={18} />
          {label}
        </a>
      ))}
      <a href={call.href} className={`button button-primary ${styles.action}`}>
        {call.label}
      </a>
      <a href={print.href} className={styles.print} data-testid="print-link">
        <Icon name="printer" size={18} />
        {print.label}
      </a>
    </div>
  );
}
