// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FavouriteButton } from '@/components/favourites/favourite-button';
import { FavouriteTextsProvider } from '@/components/favourites/favourite-texts';
import { TITLE_SLOT } from '@/lib/favourites/texts';
import { MAX_FAVOURITES, type Favourite } from '@/lib/favourites/ids';
import { FAVOURITES_KEY, readFavourites, writeFavourites } from '@/lib/favourites/store';
import { pageIdleAtOnce } from '../support/page-idle';

const villa: Favourite = {
  id: '4101',
  goal: 'sale',
  title: 'Villa with garden',
  city: 'Waterloo',
  price: 650000,
};
// the page's templates, the title left as a slot that each heart fills with its own
const templates = {
  name: `Save to favourites: ${TITLE_SLOT}`,
  added: `“${TITLE_SLOT}” added`,
  removed: `“${TITLE_SLOT}” removed`,
  full: 'List full',
};
const texts = {
  name: 'Save to favourites: Villa with garden',
  added: '“Villa with garden” added',
  removed: '“Villa with garden” removed',
  full: 'List full',
};

function heart() {
  return (
    <FavouriteTextsProvider templates={templates}>
      <FavouriteButton item={villa}>♥</FavouriteButton>
    </FavouriteTextsProvider>
  );
}

beforeEach(() => pageIdleAtOnce());
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// role queries walk the accessibility tree, slow in jsdom on a loaded machine
describe('FavouriteButton', { timeout: 20_000 }, () => {
  it('renders only its empty slot on the server: shared HTML holds no one’s state and no dead button', () => {
    expect(renderToString(heart())).toBe('<span></span>');
  });

  it('keeps, when asked, a hidden copy of its face in the slot, so that the button moves nothing when it comes', () => {
    const html = renderToString(
      <FavouriteTextsProvider templates={templates}>
        <FavouriteButton item={villa} reserveClassName="reserve">
          ♥ Save
        </FavouriteButton>
      </FavouriteTextsProvider>,
    );
    expect(html).toBe('<span><span class="reserve" aria-hidden="true">♥ Save</span></span>');
    expect(html).not.toContain('<button');
  });

  it('is a toggle named after its listing that keeps the favourite and says so', () => {
    render(heart());
    const button = screen.getByRole('button', { name: texts.name });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(texts.added);
    expect(readFavourites()).toEqual([villa]);
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent(texts.removed);
    expect(readFavourites()).toEqual([]);
  });

  it('shows what the browser already holds', () => {
    writeFavourites([villa]);
    render(heart());
    expect(screen.getByRole('button', { name: texts.name })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('follows the other hearts of the page and other tabs', () => {
    render(
      <>
        {heart()}
        {heart()}
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: texts.name });
    fireEvent.click(first!);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    // another tab emptied the list: the browser tells this one by a storage event
    act(() => {
      localStorage.setItem(FAVOURITES_KEY, '[]');
      dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_KEY }));
    });
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(second).toHaveAttribute('aria-pressed', 'false');
  });

  it('says the list is full rather than dropping another favourite', () => {
    const full = Array.from({ length: MAX_FAVOURITES }, (_, index) => ({
      ...villa,
      id: String(5000 + index),
    }));
    writeFavourites(full);
    render(heart());
    fireEvent.click(screen.getByRole('button', { name: texts.name }));
    expect(screen.getByRole('status')).toHaveTextContent('List full');
    expect(readFavourites()).toEqual(full);
  });

  it('stays unpressed and silent when the browser refuses to store', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    render(heart());
    const button = screen.getByRole('button', { name: texts.name });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
