/** What a heart says, for one favourite. */
export type FavouriteTexts = { name: string; added: string; removed: string; full: string };

/**
 * Where a favourite's title goes in the heart's texts: the server formats each message once per
 * page with this in place of the title, and each heart puts its own title in, instead of every
 * heart carrying four whole sentences in the page's payload.
 */
export const TITLE_SLOT = '\u2060{title}\u2060';

/** The heart's texts for one title, from the page's templates. */
export function favouriteTexts(templates: FavouriteTexts, title: string): FavouriteTexts {
  const fill = (template: string) => template.split(TITLE_SLOT).join(title);
  return {
    name: fill(templates.name),
    added: fill(templates.added),
    removed: fill(templates.removed),
    full: fill(templates.full),
  };
}
