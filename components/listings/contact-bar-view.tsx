'use client';

import { Icon } from '@/components/ui/icon';
import { FavouriteButton } from '@/components/favourites/favourite-button';
import type { Favourite } from '@/lib/favourites/ids';
import { ShareButton, type ShareTexts } from './share-button';
import styles from './contact-bar.module.css';

/** The contact bar's addresses and texts, resolved on the server (contact-bar.tsx). */
export type ContactBarData = {
  label: string;
  call: { href: string; label: string };
  request: { kind: 'visit' | 'information'; href: string; label: string };
  favourite: { item: Favourite; label: string };
  share: { url: string; title: string; texts: ShareTexts };
};

/**
 * A phone's contact bar drawn from those few texts: the page's payload carries them, not the
 * bar's element tree with its classes and icons (issue 32 › 2).
 */
export function ContactBarView({ label, call, request, favourite, share }: ContactBarData) {
  return (
    <aside className={styles.bar} aria-label={label} data-testid="contact-bar">
      <a href={call.href} className={styles.item} data-testid="contact-bar-call">
        <Icon name="phone" size={20} />
        <span>{call.label}</span>
      </a>
      <a
        href={request.href}
        className={`${styles.item} ${styles.primary}`}
        data-testid="contact-bar-request"
        data-bar-request={request.kind}
      >
        <Icon name={request.kind === 'visit' ? 'calendar-check' : 'info'} size={20} />
        <span>{request.label}</span>
      </a>
      <FavouriteButton item={favourite.item} className={styles.item}>
        <Icon name="heart" size={20} />
        <span>{favourite.label}</span>
      </FavouriteButton>
      <ShareButton url={share.url} title={share.title} className={styles.item} texts={share.texts}>
        <Icon name="share" size={20} />
      </ShareButton>
    </aside>
  );
}
