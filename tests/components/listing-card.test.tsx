// @vitest-environment jsdom
import { render, within } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it, vi } from 'vitest';
import { ListingCard } from '@/components/listings/listing-card';
import { ListingCardView, type CardData } from '@/components/listings/card-view';
import { FavouriteButton } from '@/components/favourites/favourite-button';
import { favouriteOf } from '@/components/favourites/favourite-toggle';
import type { Favourite } from '@/lib/favourites/ids';
import { photoSources } from '@/lib/media/photo-sources';
import { CARD_PHOTO_SIZES } from '@/lib/media/image-sizes';
import { FavouriteTextsProvider } from '@/components/favourites/favourite-texts';
import { search, type Listing } from '@/lib/data';
import { formatCurrency } from '@/lib/format/locale-format';
import en from '@/messages/en.json';

vi.mock('next-intl/server', () => ({
  getLocale: async () => 'en',
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: 'en', messages: en, namespace: namespace as never }),
}));

function listing(test: (candidate: Listing) => boolean): Listing {
  for (const goal of ['sale', 'rent'] as const) {
    const found = search('en', { goal, perPage: 100 }).items.find(test);
    if (found) return found;
  }
  throw new Error('no such listing in the data set');
}

const TEMPLATES = { name: 'Save {title}', added: 'Saved', removed: 'Removed', full: 'Full' };

async function card(subject: Listing) {
  const element = (await ListingCard({ listing: subject })) as ReactElement<{ card: CardData }>;
  const view = render(
    <FavouriteTextsProvider templates={TEMPLATES}>{element}</FavouriteTextsProvider>,
  );
  return { data: element.props.card, article: view.getByTestId('listing-card') };
}

describe('a listing card (issue 32: its texts travel, not its element tree)', () => {
  it('shows the rent with "per month", the place, the facts and the energy label', async () => {
    const rent = listing(
      (item) =>
        item.goal === 'rent' &&
        item.price !== null &&
        item.energy.label !== null &&
        item.rooms.bedrooms !== null,
    );
    const { data, article } = await card(rent);
    const heading = within(article).getByRole('heading', { level: 3 });
    expect(within(heading).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/en/for-rent/.+/${rent.id}/$`)),
    );
    expect(article.textContent).toContain(formatCurrency(rent.price!, 'en'));
    expect(article.textContent).toContain('per month');
    expect(article.textContent).toContain(`${rent.place.zip} ${rent.place.city}`);
    expect(within(article).getAllByRole('listitem')[0]).toHaveTextContent(/bedroom/);
    expect(article.querySelector('abbr')).toHaveAttribute('title', expect.stringMatching(/\w/));
    const photo = article.querySelector('img')!;
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(decodeURIComponent(photo.getAttribute('src')!)).toContain(`/media/listings/${rent.id}/`);
    // what the page's payload carries of the card: plain data, a few hundred bytes
    expect(Object.values(data).some((value) => isValidElement(value))).toBe(false);
    expect(JSON.stringify(data).length).toBeLessThan(900);
  });

  it('says "starting from" before a price of unit 7 and marks the first photo of a page', async () => {
    const from = listing((item) => item.priceUnit === 7 && item.price !== null);
    const element = (await ListingCard({ listing: from, photoLoading: 'first' })) as ReactElement<{
      card: CardData;
    }>;
    const { getByTestId } = render(
      <FavouriteTextsProvider templates={TEMPLATES}>{element}</FavouriteTextsProvider>,
    );
    const article = getByTestId('listing-card');
    expect(article.querySelector('p')?.textContent).toMatch(/^starting from /i);
    expect(article.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(article.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it('carries one photo address and no second title or city (the srcset and the heart’s item are made here)', async () => {
    const sale = listing((item) => item.goal === 'sale' && item.pictures.length > 0);
    const { data, article } = await card(sale);
    // a lazy photo and an h3 title are the defaults: nothing of them travels
    expect(Object.keys(data.photo).sort()).toEqual(['alt', 'height', 'url', 'width']);
    expect(data).not.toHaveProperty('headingLevel');
    expect(Object.keys(data.favourite).sort()).toEqual(['goal', 'id', 'price']);
    const image = photoSources(sale.pictures[0]!.url, CARD_PHOTO_SIZES);
    const photo = article.querySelector('img')!;
    expect(photo).toHaveAttribute('src', image.src);
    expect(photo).toHaveAttribute('srcset', image.srcSet);
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(article.querySelector('h3')).not.toBeNull();
    // the heart gets the whole item back: the card's title and city put in
    const heart = elementsOf(ListingCardView({ card: data })).find(
      (element) => element.type === FavouriteButton,
    ) as ReactElement<{ item: Favourite }>;
    expect(heart.props.item).toEqual(favouriteOf({ listing: sale }));
  });
});

/** The elements of a rendered tree, depth first (to find a child component's props). */
function elementsOf(node: unknown): ReactElement[] {
  if (Array.isArray(node)) return node.flatMap(elementsOf);
  if (!isValidElement(node)) return [];
  const props = node.props as { children?: unknown };
  return [node, ...elementsOf(props.children)];
}
