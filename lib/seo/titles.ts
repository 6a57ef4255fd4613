/**
 * Document titles that fit a search result line and name one page each (issue 34.9): at most
 * TITLE_LIMIT characters with the site's name after them, and in one language no two listings
 * with the same title. A listing is its headline (shortened at a word if need be) and its city; two
 * listings that would still read the same get their reference too.
 */

/** What a search result line shows of a title, about 600 px: the usual advice is 50–70 characters. */
export const TITLE_LIMIT = 70;

/** The title's own budget once the site's ` | Agency` suffix (the layout's template) is added. */
export function titleBudget(agencyName: string): number {
  return TITLE_LIMIT - ` | ${agencyName}`.length;
}

/** The text in at most `max` characters, cut after a whole word and marked with an ellipsis. */
export function shorten(text: string, max: number): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= max) return clean;
  const room = clean.slice(0, Math.max(1, max - 1));
  const cut = room.lastIndexOf(' ');
  const words = (cut > max / 2 ? room.slice(0, cut) : room).replace(/[\s,;:–-]+$/u, '');
  return `${words}…`;
}

export type TitleSubject = { id: number; name: string; city: string; reference: string };

function titled(subject: TitleSubject, budget: number, withReference: boolean): string {
  const tail = withReference ? ` – ${subject.city} · ${subject.reference}` : ` – ${subject.city}`;
  return `${shorten(subject.name, Math.max(10, budget - tail.length))}${tail}`;
}

/** The titles of a language's listings, by id: each within `budget`, none twice. */
export function uniqueTitles(
  subjects: readonly TitleSubject[],
  budget: number,
): Map<number, string> {
  const first = new Map(subjects.map((subject) => [subject.id, titled(subject, budget, false)]));
  const counts = new Map<string, number>();
  for (const title of first.values()) counts.set(title, (counts.get(title) ?? 0) + 1);
  return new Map(
    subjects.map((subject) => {
      const title = first.get(subject.id)!;
      return [subject.id, counts.get(title)! > 1 ? titled(subject, budget, true) : title];
    }),
  );
}
