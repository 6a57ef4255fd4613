import { describe, expect, it } from 'vitest';
import { addFavourites, idsParam, pageAction } from '@/lib/favourites/address';
import {
  hasFavourite,
  listingToken,
  MAX_FAVOURITES,
  parseFavourites,
  parseToken,
  projectToken,
  toggleFavourite,
  type Favourite,
} from '@/lib/favourites/ids';

const villa: Favourite = {
  id: '4101',
  goal: 'sale',
  title: 'Villa with garden',
  city: 'Waterloo',
  price: 650000,
};
const flat: Favourite = {
  id: '4102',
  goal: 'rent',
  title: 'Flat near the station',
  city: 'Gent',
  price: 1250,
};
const project: Favourite = {
  id: 'p3',
  goal: null,
  title: 'Les Jardins',
  city: 'Namur',
  price: 240000,
};

function many(count: number): Favourite[] {
  return Array.from({ length: count }, (_, index) => ({ ...villa, id: String(5000 + index) }));
}

describe('favourite tokens', () => {
  it('name a listing by its id and a project by p and its id', () => {
    expect(listingToken(4101)).toBe('4101');
    expect(projectToken(3)).toBe('p3');
    expect(parseToken('4101')).toEqual({ kind: 'listing', id: 4101 });
    expect(parseToken('p3')).toEqual({ kind: 'project', id: 3 });
  });

  it.each(['', '0', '007', 'p', 'p0', 'x3', '41 01', '4101,', '-1', '1e3', '12345678901', 'P3'])(
    'refuse %j',
    (token) => {
      expect(parseToken(token)).toBeNull();
    },
  );
});

describe('parseFavourites', () => {
  it('reads what writeFavourites kept', () => {
    expect(parseFavourites(JSON.stringify([villa, project]))).toEqual([villa, project]);
  });

  it.each([null, '', 'not json', '{"id":"4101"}', '42', 'null'])(
    'reads %j as no favourites',
    (raw) => {
      expect(parseFavourites(raw)).toEqual([]);
    },
  );

  it('drops broken entries, keeps repeated ids once and strips unknown fields', () => {
    const raw = JSON.stringify([
      { ...villa, extra: '<script>' },
      { ...villa, title: 'the same id again' },
      { ...flat, id: '../4102' },
      { ...flat, goal: 'lease' },
      { ...flat, price: -1 },
      { ...flat, title: 'x'.repeat(301) },
      { ...flat, city: 7 },
      null,
      'p3',
      project,
    ]);
    expect(parseFavourites(raw)).toEqual([villa, project]);
  });

  it('keeps at most MAX_FAVOURITES', () => {
    expect(parseFavourites(JSON.stringify(many(MAX_FAVOURITES + 5)))).toHaveLength(MAX_FAVOURITES);
  });
});

describe('toggleFavourite', () => {
  it('adds a favourite first, and takes it away on the next press', () => {
    const added = toggleFavourite([flat], villa);
    expect(added).toEqual([villa, flat]);
    expect(hasFavourite(added!, '4101')).toBe(true);
    expect(toggleFavourite(added!, villa)).toEqual([flat]);
  });

  it('refuses to add to a full list instead of dropping one, but still removes', () => {
    const full = many(MAX_FAVOURITES);
    expect(toggleFavourite(full, villa)).toBeNull();
    expect(toggleFavourite(full, full[0]!)).toHaveLength(MAX_FAVOURITES - 1);
  });
});

describe('addFavourites', () => {
  it('adds the ids a link carries after the saved ones, each once, as far as room allows', () => {
    expect(addFavourites([villa], [villa, project, flat])).toEqual([villa, project, flat]);
    expect(
      addFavourites(many(MAX_FAVOURITES - 1), [villa, flat])
        .map((item) => item.id)
        .slice(-1),
    ).toEqual(['4101']);
  });
});

describe('the favourites page address', () => {
  it('writes a list as comma-separated tokens', () => {
    expect(idsParam(['4101', 'p3'])).toBe('4101,p3');
  });

  it('moves to the stored list when the address has none or an outdated one', () => {
    expect(pageAction(null, ['4101'])).toBe('load');
    expect(pageAction(['4101'], ['4101', '4102'])).toBe('load');
    expect(pageAction([], ['4101'])).toBe('load');
  });

  it('shows the list when address and browser agree, in any order', () => {
    expect(pageAction(null, [])).toBe('show');
    expect(pageAction(['4102', '4101'], ['4101', '4102'])).toBe('show');
  });

  it('offers to add a list that carries ids this browser has not saved', () => {
    expect(pageAction(['4101', '4103'], ['4101'])).toBe('offer');
    expect(pageAction(['4101'], [])).toBe('offer');
  });
});
