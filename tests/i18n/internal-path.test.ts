import { describe, expect, it } from 'vitest';
import { internalPathOf, listOfResults, pageOfInternalPath } from '@/lib/i18n/internal-path';
import { matchInternalPath } from '@/lib/i18n/match-route';
import { pathnames, routeParamNames, type AppRoute } from '@/lib/i18n/pathnames';

const SAMPLE: Record<string, string> = {
  id: '4106',
  slug: 'maison-a-wavre',
  city: 'wavre',
  flow: 'contact-me',
};

describe('internal paths (which page is shown, without the path table)', () => {
  it('write a route with its params', () => {
    expect(internalPathOf('/services/[slug]', { slug: 'vente' })).toBe('/services/vente');
    expect(internalPathOf('/')).toBe('/');
    expect(internalPathOf('/for-sale')).toBe('/for-sale');
  });

  it('name the same page as the path table matches, for every route: the menu marks what it marked', () => {
    for (const route of Object.keys(pathnames) as AppRoute[]) {
      const params = Object.fromEntries(
        routeParamNames(route).map((name) => [name, SAMPLE[name]!]),
      );
      const path = internalPathOf(route, params);
      expect(matchInternalPath(path), route).toEqual({ route, params });
      expect(pageOfInternalPath(`${path}/`), route).toBe(path);
    }
  });

  it('read a list search as its list, a trailing slash and an encoded character as the path', () => {
    expect(listOfResults('/for-rent/results/k1.x/')).toBe('/for-rent');
    expect(pageOfInternalPath('/for-sale/results/k123.ab/')).toBe('/for-sale');
    expect(pageOfInternalPath('')).toBe('/');
    expect(pageOfInternalPath('/services/caf%C3%A9/')).toBe('/services/café');
    expect(pageOfInternalPath('/%E0%A4%A')).toBe('/%E0%A4%A');
  });
});
