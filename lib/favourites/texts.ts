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

/**
 * The header link's names: without a count (the server's HTML, an empty list), and with one, in
 * the grammatical forms of the language (`one`, `other`), the number left as `{count}`.
 */
export type FavouritesLinkTexts = { name: string; one: string; other: string };

/** The header link's accessible name for a count: "Favourites, 3 saved properties". */
export function favouritesLinkName(
  texts: FavouritesLinkTexts,
  count: number,
  locale: string,
): string {
  if (count <= 0) return texts.name;
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? texts.one : texts.other;
  return form.replace('{count}', String(count));
}
