import { listingHref } from '@/lib/data/canonical';
import { searchBoxMatches } from '@/lib/data';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { searchBoxOptions, type SearchBoxLinks, type SearchBoxOption } from './options';

export const SEARCH_BOX_MAX_INPUT = 100;

function linksFor(locale: Locale): SearchBoxLinks {
  return {
    list: (goal, query) => getPathname({ locale, href: { pathname: goal === 'sale' ? '/for-sale' : '/for-rent', query } }),
    listing: (listing) => getPathname({ locale, href: listingHref(listing) }),
  };
}

/** The search-box rows for what a visitor typed, with their localized links. */
export function searchBoxOptionsFor(locale: Locale, input: string): SearchBoxOption[] {
  return searchBoxOptions(searchBoxMatches(locale, input.slice(0, SEARCH_BOX_MAX_INPUT)), linksFor(locale));
}
