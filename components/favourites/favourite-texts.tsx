'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { favouriteTexts, type FavouriteTexts } from '@/lib/favourites/texts';

const FavouriteTextsContext = createContext<FavouriteTexts | null>(null);

/** The hearts' texts of a page, once, with the title left as a slot (lib/favourites/texts.ts). */
export function FavouriteTextsProvider({
  templates,
  children,
}: {
  templates: FavouriteTexts;
  children: ReactNode;
}) {
  return (
    <FavouriteTextsContext.Provider value={templates}>{children}</FavouriteTextsContext.Provider>
  );
}

/** A heart's texts for its title. */
export function useFavouriteTexts(title: string): FavouriteTexts {
  const templates = useContext(FavouriteTextsContext);
  if (!templates) throw new Error('A favourite button needs a FavouriteTextsProvider above it');
  return favouriteTexts(templates, title);
}
