'use client';

import { useState, type ReactNode } from 'react';
import {
  hasFavourite,
  parseFavourites,
  toggleFavourite,
  type Favourite,
} from '@/lib/favourites/ids';
import { storedText, subscribeFavourites, writeFavourites } from '@/lib/favourites/store';
import { useStoreAfterIdle } from '@/components/ui/use-store-after-idle';
import { useFavouriteTexts } from './favourite-texts';

/**
 * The heart: a toggle button (aria-pressed) named after its listing, kept in this browser. The
 * server renders only its empty slot (its HTML is shared by every visitor, and without JavaScript
 * the button could not work), so that the button takes room already kept for it; once the page has loaded and the browser is idle (use-store-after-idle.ts) it shows the browser's state, follows other tabs, and says
 * what a press did in a polite live region. With `reserve`, the slot holds a hidden copy of the
 * button's face (`reserveClassName`), as wide and tall as the button in the page's language: a
 * button beside other things (the detail page's "My favourites") moves nothing when it comes. The icon comes from the server; the texts from the
 * page's FavouriteTextsProvider, with the item's title put in.
 */
export function FavouriteButton({
  item,
  className,
  reserveClassName,
  children,
}: {
  item: Favourite;
  className?: string;
  reserveClassName?: string;
  children: ReactNode;
}) {
  const texts = useFavouriteTexts(item.title);
  const stored = useStoreAfterIdle(subscribeFavourites, storedText);
  const [said, say] = useState('');
  // on the server and until the page is idle: the button's slot, empty, so nothing moves when it comes
  if (stored === null)
    return (
      <span className={className}>
        {reserveClassName && (
          <span className={reserveClassName} aria-hidden="true">
            {children}
          </span>
        )}
      </span>
    );
  const list = parseFavourites(stored || null);
  const pressed = hasFavourite(list, item.id);
  const press = () => {
    const next = toggleFavourite(list, item);
    say(
      next === null
        ? texts.full
        : writeFavourites(next)
          ? pressed
            ? texts.removed
            : texts.added
          : '',
    );
  };
  return (
    <span className={className}>
      <button
        type="button"
        aria-pressed={pressed}
        aria-label={texts.name}
        onClick={press}
        data-testid="favourite"
      >
        {children}
      </button>
      <span role="status" className="visually-hidden">
        {said}
      </span>
    </span>
  );
}
