// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createTranslator } from 'use-intl/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FavouritesLink } from '@/components/favourites/favourites-link';
import type { Favourite } from '@/lib/favourites/ids';
import { writeFavourites } from '@/lib/favourites/store';
import { favouritesLinkName } from '@/lib/favourites/texts';
import { pageIdleAtOnce } from '../support/page-idle';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

const item = (id: string): Favourite => ({
  id,
  goal: 'sale',
  title: 'Villa',
  city: 'Namur',
  price: 1,
});
const texts = en.Favourites.header;

function link() {
  return (
    <FavouritesLink href="/en/favourites/" locale="en" texts={texts}>
      <svg />
    </FavouritesLink>
  );
}

beforeEach(() => pageIdleAtOnce());
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the header heart (issue 35 › 15)', { timeout: 20_000 }, () => {
  it('is a link to the favourites page in the server HTML, without a count', () => {
    const html = renderToString(link());
    expect(html).toContain('href="/en/favourites/"');
    expect(html).toContain('aria-label="My favourites"');
    expect(html).not.toContain('data-count');
  });

  it('shows the browser’s count and says it in its name, following every change', () => {
    writeFavourites([item('1'), item('2'), item('3')]);
    render(link());
    const anchor = screen.getByRole('link', { name: 'My favourites, 3 saved properties' });
    expect(anchor).toHaveAttribute('data-count', '3');
    expect(anchor).toHaveTextContent('3');
    act(() => {
      writeFavourites([item('1')]);
    });
    expect(screen.getByRole('link', { name: 'My favourites, 1 saved property' })).toHaveTextContent(
      '1',
    );
    act(() => {
      writeFavourites([]);
    });
    expect(screen.getByRole('link', { name: 'My favourites' })).toHaveAttribute('data-count', '0');
  });

  it('names the count in the grammar of each language', () => {
    const name = (messages: typeof en, locale: string, count: number) =>
      favouritesLinkName(messages.Favourites.header, count, locale);
    expect(name(nl, 'nl', 2)).toBe('Mijn favorieten, 2 bewaarde panden');
    expect(name(fr, 'fr', 1)).toBe('Mes favoris, 1 bien enregistré');
    expect(name(fr, 'fr', 12)).toBe('Mes favoris, 12 biens enregistrés');
    expect(name(de, 'de', 1)).toBe('Meine Favoriten, 1 gemerkte Immobilie');
    expect(name(de, 'de', 0)).toBe('Meine Favoriten');
  });

  it('takes the texts as the layout makes them: messages formatted with the number as a slot', () => {
    const all = { en, nl, fr, de };
    for (const locale of ['en', 'nl', 'fr', 'de'] as const) {
      const messages = all[locale];
      const t = createTranslator({ locale, messages, namespace: 'Favourites.header' });
      const made = {
        name: t('name'),
        one: t('one', { count: '{count}' }),
        other: t('other', { count: '{count}' }),
      };
      expect(typeof made.other).toBe('string');
      expect(favouritesLinkName(made, 7, locale)).toBe(
        messages.Favourites.header.other.replace('{count}', '7'),
      );
    }
  });
});
