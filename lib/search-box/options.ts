import type { SearchBoxResult } from '@/lib/data/search-box';
import type { Goal } from '@/lib/model/types';
import { cleanDescription } from '@/lib/format/text';
import { listingTitle } from '@/lib/format/listing-title';

export const SEARCH_BOX_DESCRIPTION_LIMIT = 100;
export const SEARCH_BOX_GROUPS = ['words', 'types', 'cities', 'properties'] as const;
export type SearchBoxGroup = (typeof SEARCH_BOX_GROUPS)[number];

type OptionBase = { id: string; href: string | null };
/** A type or city row for one goal: a link to that goal's list, or greyed out (no href) at count 0. */
export type SearchBoxPlaceOption = OptionBase & {
  group: 'types' | 'cities';
  label: string;
  goal: Goal;
  count: number;
  countLabel: string;
};
export type SearchBoxPropertyOption = OptionBase & {
  group: 'properties';
  href: string;
  thumbnail: string;
  /** The thumbnail's optimized `srcSet` (next/image's, written on the server), when known. */
  thumbnailSrcSet?: string;
  description: string;
  reference: string;
};
/** The "search these words" row: the list, searched with the words (the server parses them). */
export type SearchBoxWordsOption = OptionBase & { group: 'words'; href: string; label: string };
export type SearchBoxOption = SearchBoxPlaceOption | SearchBoxPropertyOption | SearchBoxWordsOption;

/**
 * The row above the groups for what the visitor typed: a link to the list with `words`, which the
 * server turns into the list's filters (lib/proxy/words.ts); null for an empty input.
 */
export function wordsOption(action: string, input: string): SearchBoxWordsOption | null {
  const words = input.trim();
  if (words === '') return null;
  return {
    id: 'words',
    group: 'words',
    href: `${action}?${new URLSearchParams({ words })}`,
    label: words,
  };
}

/** Builds the addresses the rows link to (in the app: next-intl's getPathname for the locale). */
export type SearchBoxLinks = {
  list: (goal: Goal, query: { type?: string; city?: string }) => string;
  listing: (listing: SearchBoxResult['properties'][number]) => string;
};

const GOALS: readonly Goal[] = ['sale', 'rent'];

/**
 * The rows of the search box, in display order (types, cities, properties). Types and cities
 * give one row per goal they have listings in — or could have: a type offered for a goal but with
 * no listing now, and a city with none for that goal, show greyed out (count 0, no link).
 */
export function searchBoxOptions(
  result: SearchBoxResult,
  links: SearchBoxLinks,
  countLabel: (count: number) => string,
): SearchBoxOption[] {
  const options: SearchBoxOption[] = [];
  for (const type of result.types) {
    for (const goal of GOALS) {
      const offered = goal === 'sale' ? type.sale : type.rent;
      const count = goal === 'sale' ? type.saleCount : type.rentCount;
      if (!offered && count === 0) continue;
      options.push({
        id: `type-${type.webId}-${goal}`,
        group: 'types',
        label: type.name,
        goal,
        count,
        countLabel: countLabel(count),
        href: count > 0 ? links.list(goal, { type: String(type.webId) }) : null,
      });
    }
  }
  for (const city of result.cities) {
    for (const goal of GOALS) {
      const count = goal === 'sale' ? city.saleCount : city.rentCount;
      options.push({
        id: `city-${city.zip}-${goal}`,
        group: 'cities',
        label: `${city.name} (${city.zip})`,
        goal,
        count,
        countLabel: countLabel(count),
        href: count > 0 ? links.list(goal, { city: `${city.name}|${city.zip}` }) : null,
      });
    }
  }
  for (const listing of result.properties) {
    const text = listingTitle(listing);
    options.push({
      id: `property-${listing.id}`,
      group: 'properties',
      href: links.listing(listing),
      thumbnail: listing.thumbnail.url,
      description: cleanDescription(text, SEARCH_BOX_DESCRIPTION_LIMIT),
      reference: listing.reference,
    });
  }
  return options;
}

/** The rows shown for one input, and what a screen reader is told about them ("5 suggestions"). */
export type SearchBoxRows = { options: SearchBoxOption[]; announcement: string };

/** The index of the next row that can be chosen from `from` in `direction`, wrapping; -1 when none. */
export function nextEnabledOption(
  options: readonly Pick<SearchBoxOption, 'href'>[],
  from: number,
  direction: 1 | -1,
): number {
  const count = options.length;
  // from "nothing active", ArrowDown starts at the first row and ArrowUp at the last
  const start = from < 0 ? (direction === 1 ? -1 : count) : from;
  for (let step = 1; step <= count; step++) {
    const index = (((start + direction * step) % count) + count) % count;
    if (options[index]!.href !== null) return index;
  }
  return -1;
}
