import { describe, expect, it } from 'vitest';
import { searchBox } from '@/lib/data/search-box';
import {
  nextEnabledOption,
  searchBoxOptions,
  wordsOption,
  SEARCH_BOX_DESCRIPTION_LIMIT,
  type SearchBoxLinks,
} from '@/lib/search-box/options';
import { createTranslator } from 'next-intl';
import { searchBoxOptionsFor, searchBoxRows } from '@/lib/search-box/for-locale';
import frMessages from '@/messages/fr.json';
import { shipped } from '../data/support';

const fr = shipped().store.byLocale.get('fr')!;
const links: SearchBoxLinks = {
  list: (goal, query) => `/${goal}?${new URLSearchParams(query)}`,
  listing: (listing) => `/listing/${listing.id}`,
};
const countLabel = (count: number) => `count ${count}`;
const tFr = createTranslator({
  locale: 'fr',
  messages: frMessages,
  namespace: 'Listing.searchBox',
});

describe('search-box rows', () => {
  it('gives each type one row per goal, linked with its WebID, and greys out a goal with no listing', () => {
    const options = searchBoxOptions(searchBox(fr, ''), links, countLabel);
    expect(options.every((option) => option.group === 'types')).toBe(true);
    for (const type of fr.types) {
      const sale = options.find((option) => option.id === `type-${type.webId}-sale`);
      if (type.saleCount > 0)
        expect(sale).toMatchObject({
          count: type.saleCount,
          countLabel: `count ${type.saleCount}`,
          href: `/sale?type=${type.webId}`,
        });
      else if (sale) expect(sale.href).toBeNull();
    }
  });

  it('greys out (no link) a city row whose goal has no listing, and links the other with name|postcode', () => {
    const city = fr.cities.find(
      (candidate) => candidate.saleCount > 0 && candidate.rentCount === 0,
    )!;
    expect(city).toBeDefined();
    const options = searchBoxOptions(searchBox(fr, city.zip), links, countLabel).filter(
      (option) => option.group === 'cities',
    );
    expect(options.map((option) => [option.id, option.href])).toEqual([
      [
        `city-${city.zip}-sale`,
        `/sale?${new URLSearchParams({ city: `${city.name}|${city.zip}` })}`,
      ],
      [`city-${city.zip}-rent`, null],
    ]);
  });

  it('shows a property by its reference with its thumbnail and a description cut to 100 characters', () => {
    const listing =
      fr.listings.find((candidate) => candidate.headline.length > SEARCH_BOX_DESCRIPTION_LIMIT) ??
      fr.listings[0]!;
    const [row] = searchBoxOptions(searchBox(fr, listing.reference), links, countLabel).filter(
      (option) => option.group === 'properties',
    );
    expect(row).toMatchObject({
      reference: listing.reference,
      href: `/listing/${listing.id}`,
      thumbnail: listing.thumbnail.url,
    });
    expect(
      row && 'description' in row && row.description.replace(/\.\.\.$/, '').length,
    ).toBeLessThanOrEqual(SEARCH_BOX_DESCRIPTION_LIMIT);
  });

  it('shortens a long headline with the cleaner: after a whole word, then "..."', () => {
    const listing = {
      ...fr.listings[0]!,
      headline: `${'Superbe appartement lumineux '.repeat(4)}avec terrasse`,
    };
    const result = { types: [], cities: [], properties: [listing] };
    const [row] = searchBoxOptions(result as never, links, countLabel);
    expect(row && 'description' in row && row.description).toBe(
      `${'Superbe appartement lumineux '.repeat(3)}Superbe...`,
    );
  });

  it('links to the localized lists and detail pages', () => {
    const [sale] = searchBoxOptionsFor('fr', '4000', tFr).filter(
      (option) => option.group === 'cities',
    );
    expect(sale?.href).toBe(`/fr/a-vendre/?city=${encodeURIComponent('Liège|4000')}`);
    const listing = fr.listings[3]!;
    const [property] = searchBoxOptionsFor('fr', listing.reference, tFr).filter(
      (option) => option.group === 'properties',
    );
    expect(property?.href).toMatch(
      new RegExp(`^/fr/(a-vendre|a-louer)/[a-z0-9-]+/[a-z0-9-]+/${listing.id}/$`),
    );
    // its thumbnail through the image optimizer, at 60 px (1x and 2x)
    expect(property && 'thumbnail' in property && property.thumbnail).toMatch(
      /^\/_next\/image\?url=.*&w=\d+/,
    );
    expect(property && 'thumbnailSrcSet' in property && property.thumbnailSrcSet).toMatch(
      / 1x, .* 2x$/,
    );
  });

  it('translates the counts and says how many rows can be chosen, on the server', () => {
    const { options, announcement } = searchBoxRows('fr', '4000', tFr);
    const places = options.flatMap((option) =>
      option.group === 'types' || option.group === 'cities' ? [option] : [],
    );
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) expect(place.countLabel).toBe(tFr('count', { count: place.count }));
    expect(tFr('count', { count: 0 })).not.toBe('0');
    expect(announcement).toBe(
      tFr('results', { count: options.filter((option) => option.href !== null).length }),
    );
  });
});

describe('moving through the rows', () => {
  const rows = [{ href: '/a' }, { href: null }, { href: '/c' }];
  it('skips greyed rows and wraps around', () => {
    expect(nextEnabledOption(rows, -1, 1)).toBe(0);
    expect(nextEnabledOption(rows, 0, 1)).toBe(2);
    expect(nextEnabledOption(rows, 2, 1)).toBe(0);
    expect(nextEnabledOption(rows, -1, -1)).toBe(2);
    expect(nextEnabledOption(rows, 2, -1)).toBe(0);
  });
  it('finds nothing when no row can be chosen', () => {
    expect(nextEnabledOption([{ href: null }], -1, 1)).toBe(-1);
    expect(nextEnabledOption([], -1, 1)).toBe(-1);
  });
});

describe('the search-these-words row', () => {
  it('links the list with the words typed, for the server to read as filters', () => {
    expect(wordsOption('/fr/a-vendre/', '  maison 3 ch. jardin près de Gand < 400k ')).toEqual({
      id: 'words',
      group: 'words',
      label: 'maison 3 ch. jardin près de Gand < 400k',
      href: `/fr/a-vendre/?${new URLSearchParams({ words: 'maison 3 ch. jardin près de Gand < 400k' })}`,
    });
  });

  it('is not there for an empty input', () => {
    expect(wordsOption('/fr/a-vendre/', '   ')).toBeNull();
  });
});
