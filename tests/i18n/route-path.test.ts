import { describe, expect, it } from 'vitest';
import { localizedHref } from '@/lib/i18n/href';
import { LOCALES } from '@/lib/i18n/locales';
import { APP_ROUTES } from '@/lib/i18n/pathnames';
import { routePath } from '@/lib/i18n/route-path';

/** Sample values for every parameter name a route template uses, non-ASCII and spaces included. */
const SAMPLES: Record<string, string[]> = {
  id: ['4512'],
  flow: ['site-contact'],
  slug: ['villa-met-tuin', 'maison-à-rénover'],
  city: ['gent', 'liège'],
};

function paramsOf(route: string, pick: number): Record<string, string> {
  return Object.fromEntries([...route.matchAll(/\[([a-z]+)\]/gi)].map(([, name]) => [name!, SAMPLES[name!]![pick % SAMPLES[name!]!.length]!]));
}

describe('routePath', () => {
  it('writes every route in every language exactly as localizedHref (next-intl) does', () => {
    for (const route of APP_ROUTES) {
      for (const locale of LOCALES) {
        for (const pick of [0, 1]) {
          const params = paramsOf(route, pick);
          const href = Object.keys(params).length === 0 ? route : { pathname: route, params };
          expect(routePath(locale, route, params), `${route} in ${locale}`).toBe(localizedHref(locale, href as never));
        }
      }
    }
  });

  it('names the language and the translated path, with the trailing slash', () => {
    expect(routePath('fr', '/')).toBe('/fr/');
    expect(routePath('de', '/services/[slug]', { slug: 'verkaufen' })).toBe('/de/leistungen/verkaufen/');
  });

  it('refuses a route whose params are missing instead of writing a broken path', () => {
    expect(() => routePath('en', '/property/[id]')).toThrow(/needs more params/);
  });
});
