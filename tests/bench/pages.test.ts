import { describe, expect, it } from 'vitest';
import { PAGE_TYPES, selectPageTypes } from '@/bench/pages.mjs';
import { pathnames } from '@/lib/i18n/pathnames';

/** The page set of the benchmarks (issue 32): what `bench:lighthouse` and `bench:doc` measure. */
describe('the benchmarks’ page set', () => {
  it('has every page type of issue 32, each in French and one other language', () => {
    expect(PAGE_TYPES.map(([key]) => key)).toEqual([
      'home',
      'list',
      'filtered',
      'property',
      'project',
      'about',
      'contact',
    ]);
    for (const [, , frPath, other, otherPath] of PAGE_TYPES) {
      expect(frPath.startsWith('/fr/')).toBe(true);
      expect(otherPath.startsWith(`/${other}/`)).toBe(true);
    }
  });

  it('takes the other languages in turn, so English, Dutch and German all appear', () => {
    expect(new Set(PAGE_TYPES.map(([, , , other]) => other))).toEqual(new Set(['en', 'nl', 'de']));
  });

  it('asks for the filtered list with a city and a price through the list’s translated path', () => {
    const [, , frPath, other, otherPath] = PAGE_TYPES.find(([key]) => key === 'filtered')!;
    const forSale: Record<string, string> = pathnames['/for-sale'];
    for (const [locale, path] of [
      ['fr', frPath],
      [other, otherPath],
    ] as const) {
      const url = new URL(path, 'http://x');
      expect(url.pathname).toBe(`/${locale}${forSale[locale]}/`);
      expect(url.searchParams.get('city')).toBe('{city}');
      expect(url.searchParams.get('max')).toMatch(/^\d+$/);
    }
  });
});

describe('selectPageTypes', () => {
  it('selects every page type when the list is empty or unset', () => {
    expect(selectPageTypes(undefined)).toEqual(PAGE_TYPES);
    expect(selectPageTypes(' ')).toEqual(PAGE_TYPES);
  });

  it('selects the named page types, in the bench’s order', () => {
    expect(selectPageTypes('property, home').map(([key]) => key)).toEqual(['home', 'property']);
  });

  it('refuses an unknown name and lists the known ones', () => {
    expect(() => selectPageTypes('home,detail')).toThrow(
      /unknown page type\(s\) detail: choose from home, list/,
    );
  });
});
