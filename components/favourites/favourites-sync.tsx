'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { addFavourites, idsParam, pageAction } from '@/lib/favourites/address';
import { parseFavourites, type Favourite } from '@/lib/favourites/ids';
import {
  readFavourites,
  serverText,
  storedText,
  subscribeFavourites,
  writeFavourites,
} from '@/lib/favourites/store';
import { formatCurrency } from '@/lib/format/locale-format';
import type { Locale } from '@/lib/i18n/locales';

function addressOf(ids: readonly string[]): string {
  return ids.length > 0 ? `${location.pathname}?ids=${idsParam(ids)}` : location.pathname;
}

/**
 * The favourites page's part in the browser. The server renders the list named in the address;
 * this puts the browser's list there (one replace, no history entry), keeps the address in step
 * when a heart is pressed on the page, and offers to add a list that came by a shared link.
 */
export function FavouritesSync({
  linked,
  shown,
  texts,
}: {
  linked: string[] | null;
  shown: Favourite[];
  texts: { empty: string; offer: string; add: string; done: string };
}) {
  const [state, setState] = useState<'wait' | 'show' | 'offer' | 'done'>('wait');

  useEffect(() => {
    const action = pageAction(
      linked,
      readFavourites().map((item) => item.id),
    );
    if (action === 'load')
      return location.replace(addressOf(readFavourites().map((item) => item.id)));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- what the browser holds is known only here
    setState(action);
    if (action === 'show')
      return subscribeFavourites(() =>
        history.replaceState(history.state, '', addressOf(readFavourites().map((item) => item.id))),
      );
  }, [linked]);

  const add = () => {
    const merged = addFavourites(readFavourites(), shown);
    if (writeFavourites(merged)) {
      setState('done');
      location.replace(addressOf(merged.map((item) => item.id)));
    }
  };

  return (
    <div role="status" data-testid="favourites-status">
      {state === 'show' && linked === null && <p>{texts.empty}</p>}
      {state === 'done' && <p>{texts.done}</p>}
      {state === 'offer' && (
        <>
          <p>{texts.offer}</p>
          <p>
            <button type="button" className="button button-accent" onClick={add}>
              {texts.add}
            </button>
          </p>
        </>
      )}
    </div>
  );
}

/** What the browser kept of a favourite the data set no longer has: its title, place and price when saved. */
export function SavedSnapshot({
  id,
  locale,
  priceText,
}: {
  id: string;
  locale: Locale;
  priceText: string;
}) {
  const stored = useSyncExternalStore(subscribeFavourites, storedText, serverText);
  const item = stored ? parseFavourites(stored).find((saved) => saved.id === id) : undefined;
  if (!item) return null;
  return (
    <>
      <p data-testid="saved-title">
        <strong>{item.title}</strong>
      </p>
      <p>{item.city}</p>
      {item.price !== null && (
        <p>{priceText.replace('{price}', formatCurrency(item.price, locale))}</p>
      )}
    </>
  );
}
