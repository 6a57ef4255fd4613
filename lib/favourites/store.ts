import { parseFavourites, type Favourite } from './ids';

/**
 * The favourites in this browser (localStorage), for React's useSyncExternalStore: the snapshot is
 * the stored text (a string compares by value, so an unchanged list renders nothing), and every
 * change is announced — in this tab by an event of ours, in the others by the browser's `storage`
 * event — so every heart, in every tab, follows.
 */
export const FAVOURITES_KEY = 'favourites';
const CHANGE_EVENT = 'favourites-change';

/** The stored text; '' where storage cannot be read (blocked, or a private window that refuses it). */
export function storedText(): string {
  try {
    return localStorage.getItem(FAVOURITES_KEY) ?? '';
  } catch {
    return '';
  }
}

export function readFavourites(): Favourite[] {
  return parseFavourites(storedText() || null);
}

/** Keeps the list; false when the browser refused (the hearts then keep showing what is stored). */
export function writeFavourites(list: Favourite[]): boolean {
  try {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify(list));
  } catch {
    return false;
  }
  dispatchEvent(new Event(CHANGE_EVENT));
  return true;
}

export function subscribeFavourites(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVOURITES_KEY || event.key === null) onChange();
  };
  addEventListener('storage', onStorage);
  addEventListener(CHANGE_EVENT, onChange);
  return () => {
    removeEventListener('storage', onStorage);
    removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The server has no favourites: null tells a component it is not in a browser yet. */
export function serverText(): null {
  return null;
}
