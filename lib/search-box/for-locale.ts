import { getImageProps } from 'next/image';
import { prebuiltLoader } from '@/lib/media/variants';
import { listingHref } from '@/lib/data/canonical';
import { searchBoxMatches } from '@/lib/data';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import {
  searchBoxOptions,
  type SearchBoxLinks,
  type SearchBoxOption,
  type SearchBoxRows,
} from './options';

export const SEARCH_BOX_MAX_INPUT = 100;

/** The search box's counted texts (messages › Listing.searchBox), translated on the server. */
export type SearchBoxCountTexts = (key: 'count' | 'results', values: { count: number }) => string;

function linksFor(locale: Locale): SearchBoxLinks {
  return {
    list: (goal, query) =>
      getPathname({
        locale,
        href: { pathname: goal === 'sale' ? '/for-sale' : '/for-rent', query },
      }),
    listing: (listing) => getPathname({ locale, href: listingHref(listing) }),
  };
}

/** A property row's 60 px thumbnail as next/image serves it, so the browser needs no image component. */
function withThumbnail(option: SearchBoxOption): SearchBoxOption {
  if (option.group !== 'properties') return option;
  const { props } = getImageProps({
    loader: prebuiltLoader,
    src: option.thumbnail,
    alt: '',
    width: 60,
    height: 60,
  });
  return { ...option, thumbnail: props.src, thumbnailSrcSet: props.srcSet };
}

/** The search-box rows for what a visitor typed, with their localized links. */
export function searchBoxOptionsFor(
  locale: Locale,
  input: string,
  t: SearchBoxCountTexts,
): SearchBoxOption[] {
  const options = searchBoxOptions(
    searchBoxMatches(locale, input.slice(0, SEARCH_BOX_MAX_INPUT)),
    linksFor(locale),
    (count) => t('count', { count }),
  );
  return options.map(withThumbnail);
}

/** The rows for an input and their announcement (how many can be chosen), all texts translated here. */
export function searchBoxRows(
  locale: Locale,
  input: string,
  t: SearchBoxCountTexts,
): SearchBoxRows {
  const options = searchBoxOptionsFor(locale, input, t);
  return {
    options,
    announcement: t('results', { count: options.filter((option) => option.href !== null).length }),
  };
}
