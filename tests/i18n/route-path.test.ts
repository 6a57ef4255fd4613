import { createNavigation } from 'next-intl/navigation';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { APP_ROUTES } from '@/lib/i18n/pathnames';
import { getPathname } from '@/lib/i18n/navigation';
import { routePath } from '@/lib/i18n/route-path';
import { routing } from '@/lib/i18n/routing';
import { withTrailingSlash } from '@/lib/i18n/trailing-slash';

/** Sample values for every parameter name a route template uses, non-ASCII and spaces included. */
const SAMPLES: Record<string, string[]> = {
  id: ['4512'],
  flow: ['site-contact'],
  slug: ['villa-met-tuin', 'maison-à-rénover'],
  city: ['gent', 'liège'],
};

function paramsOf(route: string, pick: number): Record<string, string> {
  return Object.fromEntries(
    [...route.matchAll(/\[([a-z]+)\]/gi)].map(([, name]) => [
      name!,
      SAMPLES[name!]![pick % SAMPLES[name!]!.length]!,
    ]),
  );
}

describe('routePath', () => {
  it("writes every route in every language exactly as next-intl's getPathname does", () => {
    const reference = createNavigation(routing).getPathname;
    for (const route of APP_ROUTES) {
      for (const locale of LOCALES) {
        for (const pick of [0, 1]) {
          const params = paramsOf(route, pick);
          const href = Object.keys(params).length === 0 ? route : { pathname: route, params };
          expect(routePath(locale, route, params), `${route} in ${locale}`).toBe(
            withTrailingSlash(reference({ locale, href: href as never })),
          );
        }
      }
    }
  });

  it('names the language and the translated path, with the trailing slash', () => {
    expect(routePath('fr', '/')).toBe('/fr/');
    expect(routePath('de', '/services/[slug]', { slug: 'verkaufen' })).toBe(
      '/de/leistungen/verkaufen/',
    );
  });

  it('refuses a route whose params are missing instead of writing a broken path', () => {
    expect(() => routePath('en', '/property/[id]')).toThrow(/needs more params/);
  });
});

describe('getPathname (lib/i18n/navigation.ts, without createNavigation)', () => {
  const reference = createNavigation(routing).getPathname;
  const QUERIES = [
    undefined,
    { city: 'Liège|4000', max: 5000000 },
    { type: ['1', '2'], q: 'villa à vendre' },
    {},
  ];

  it('writes every route, language and query as next-intl does, with the trailing slash', () => {
    for (const route of APP_ROUTES) {
      for (const locale of LOCALES) {
        for (const [pick, query] of QUERIES.entries()) {
          const params = paramsOf(route, pick);
          const href = {
            pathname: route,
            ...(Object.keys(params).length > 0 ? { params } : {}),
            ...(query ? { query } : {}),
          };
          expect(
            getPathname({ locale, href: href as never }),
            `${JSON.stringify(href)} in ${locale}`,
          ).toBe(withTrailingSlash(reference({ locale, href: href as never })));
          if (Object.keys(params).length === 0 && !query)
            expect(getPathname({ locale, href: route as never })).toBe(
              withTrailingSlash(reference({ locale, href: route as never })),
            );
        }
      }
    }
  });
});
