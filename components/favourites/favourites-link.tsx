'use client';

import type { ReactNode } from 'react';
import { parseFavourites } from '@/lib/favourites/ids';
import { storedText, subscribeFavourites } from '@/lib/favourites/store';
import { useStoreAfterIdle } from '@/components/ui/use-store-after-idle';
import { favouritesLinkName, type FavouritesLinkTexts } from '@/lib/favourites/texts';
import styles from './favourites-link.module.css';

/**
 * The header's heart (issue 35 › 15): a link to the favourites page on every page, with the
 * number this browser keeps. The server's HTML (shared by every visitor) has the link and no
 * number; once the page is idle (use-store-after-idle.ts) the count comes from the favourites store and follows every change,
 * in this tab and the others. The icon comes from the server.
 */
export function FavouritesLink({
  href,
  locale,
  texts,
  children,
}: {
  href: string;
  locale: string;
  texts: FavouritesLinkTexts;
  children: ReactNode;
}) {
  const stored = useStoreAfterIdle(subscribeFavourites, storedText);
  const count = stored === null ? 0 : parseFavourites(stored || null).length;
  return (
    <a
      href={href}
      className={styles.link}
      aria-label={favouritesLinkName(texts, count, locale)}
      data-testid="favourites-link"
      data-count={stored === null ? undefined : count}
    >
      {children}
      {count > 0 && (
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
      )}
    </a>
  );
}
