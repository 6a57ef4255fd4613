import { describe, expect, it } from 'vitest';
import { MAX_FAVOURITES } from '@/lib/favourites/ids';
import { parseFavouritesQuery } from '@/lib/favourites/query';

describe('parseFavouritesQuery', () => {
  it('reads the list and the ticked listings', () => {
    expect(parseFavouritesQuery({ ids: '4101,p3,4102', compare: ['4101', '4102'] })).toEqual({
      ok: true,
      ids: ['4101', 'p3', '4102'],
      compare: [4101, 4102],
      compareTooMany: false,
    });
    expect(parseFavouritesQuery({ ids: '4101', compare: '4101' })).toEqual({
      ok: true,
      ids: ['4101'],
      compare: [4101],
      compareTooMany: false,
    });
  });

  it('tells an address without a list from an empty list', () => {
    expect(parseFavouritesQuery({})).toEqual({
      ok: true,
      ids: null,
      compare: [],
      compareTooMany: false,
    });
    expect(parseFavouritesQuery({ ids: '' })).toEqual({
      ok: true,
      ids: [],
      compare: [],
      compareTooMany: false,
    });
  });

  it.each([
    ['a broken token', { ids: '4101,abc' }],
    ['an empty token', { ids: '4101,,4102' }],
    ['a repeated id', { ids: '4101,4101' }],
    ['markup', { ids: '<script>alert(1)</script>' }],
    ['a path', { ids: '../../etc/passwd' }],
    ['spaces', { ids: '4101, 4102' }],
    ['the parameter twice', { ids: ['4101', '4102'] }],
    ['a project in the comparison', { ids: '4101', compare: 'p3' }],
    ['a repeated comparison', { ids: '4101', compare: ['4101', '4101'] }],
    ['a huge number', { ids: '99999999999' }],
  ])('refuses %s as invalid', (_, query) => {
    expect(parseFavouritesQuery(query)).toEqual({ ok: false, problem: 'invalid' });
  });

  it('refuses a list longer than MAX_FAVOURITES, and a very long address without reading it', () => {
    const ids = Array.from({ length: MAX_FAVOURITES + 1 }, (_, index) => String(4000 + index)).join(
      ',',
    );
    expect(parseFavouritesQuery({ ids })).toEqual({ ok: false, problem: 'tooMany' });
    expect(parseFavouritesQuery({ ids: '1,'.repeat(100_000) })).toEqual({
      ok: false,
      problem: 'tooMany',
    });
    expect(
      parseFavouritesQuery({
        ids: Array.from({ length: MAX_FAVOURITES }, (_, index) => String(4000 + index)).join(','),
      }).ok,
    ).toBe(true);
  });

  it('keeps the list but compares nothing when more than three are ticked', () => {
    expect(parseFavouritesQuery({ ids: '1,2,3,4', compare: ['1', '2', '3', '4'] })).toEqual({
      ok: true,
      ids: ['1', '2', '3', '4'],
      compare: [],
      compareTooMany: true,
    });
  });
});
