import createMiddleware from 'next-intl/middleware';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { matchLegacyPath, matchLocalizedPath } from '@/lib/i18n/match-route';
import { getPathname } from '@/lib/i18n/navigation';
import {
  APP_ROUTES,
  FEEDBACK_FLOWS,
  localizedTemplate,
  pathnames,
  type AppRoute,
} from '@/lib/i18n/pathnames';
import { routing } from '@/lib/i18n/routing';

/** Sample values for every dynamic segment, so each route can be turned into a real path. */
const SAMPLE_PARAMS: Record<string, string> = {
  id: '4711',
  slug: 'vente',
  flow: 'site-contact',
  city: 'gent',
};

function sampleParams(route: AppRoute): Record<string, string> {
  return Object.fromEntries(
    [...route.matchAll(/\[([a-z]+)\]/g)].map(([, name]) => [name, SAMPLE_PARAMS[name!]!]),
  );
}

function withoutPrefix(path: string, locale: Locale): string {
  return path.slice(`/${locale}`.length);
}

const cases = APP_ROUTES.flatMap((route) => LOCALES.map((locale) => ({ route, locale })));

describe('the path table', () => {
  it('translates every route into every language', () => {
    for (const route of APP_ROUTES) {
      const entry = pathnames[route];
      if (typeof entry === 'string') continue;
      expect(Object.keys(entry).sort()).toEqual([...LOCALES].sort());
    }
  });

  it.each(cases)(
    'round-trips $route in $locale through the localized path',
    ({ route, locale }) => {
      const params = sampleParams(route);
      const path = getPathname({ locale, href: { pathname: route, params } as never });
      expect(path.startsWith(`/${locale}`)).toBe(true);
      expect(matchLocalizedPath(withoutPrefix(path, locale), locale)).toEqual({ route, params });
    },
  );

  it.each(cases)(
    'lets next-intl rewrite the localized path of $route in $locale to the route',
    ({ route, locale }) => {
      const params = sampleParams(route);
      // next-intl writes the home of a language without its trailing slash; Next adds it.
      const path = getPathname({ locale, href: { pathname: route, params } as never }).replace(
        /^\/[a-z]{2}$/,
        '$&/',
      );
      const response = createMiddleware(routing)(
        new NextRequest(new URL(path, 'http://localhost'), { nextConfig: { trailingSlash: true } }),
      );
      const internal = Object.entries(params).reduce<string>(
        (text, [name, value]) => text.replace(`[${name}]`, value),
        route,
      );
      const rewritten = response.headers.get('x-middleware-rewrite');
      const served = rewritten ? new URL(rewritten).pathname : path;
      expect(served).toBe(`/${locale}${internal === '/' ? '' : internal}/`);
    },
  );

  it('gives every localized path to exactly one route in each language', () => {
    for (const locale of LOCALES) {
      const templates = APP_ROUTES.map((route) => localizedTemplate(route, locale));
      expect(new Set(templates).size).toBe(templates.length);
    }
  });

  it('uses the thank-you prefixes of the spec for the feedback pages', () => {
    expect(
      getPathname({
        locale: 'fr',
        href: { pathname: '/feedback/[flow]', params: { flow: 'contact-me' } },
      }),
    ).toBe('/fr/merci/contact-me/');
    expect(
      getPathname({
        locale: 'en',
        href: { pathname: '/feedback/[flow]', params: { flow: 'contact-me' } },
      }),
    ).toBe('/en/thank-you/contact-me/');
    // the eight of the spec, and one for each request it names without one (documents, offer, testimonial)
    expect(FEEDBACK_FLOWS).toHaveLength(11);
  });

  it('keeps the owner login at the same path in Dutch and English', () => {
    expect(getPathname({ locale: 'nl', href: '/login' })).toBe('/nl/login/');
    expect(getPathname({ locale: 'en', href: '/login' })).toBe('/en/login/');
  });
});

describe('legacy paths of the route table', () => {
  it.each([
    ['/for-sale/', '/for-sale', {}],
    ['/for-rent', '/for-rent', {}],
    ['/property/123/', '/property/[id]', { id: '123' }],
    ['/project/9/', '/project/[id]', { id: '9' }],
    ['/contact/', '/contact', {}],
    ['/services/', '/services', {}],
    ['/demand-register/', '/demand-register', {}],
    ['/contact-demand/', '/contact-demand', {}],
    ['/Privacy-statement/', '/privacy-statement', {}],
    ['/Cookie-policy/', '/cookie-policy', {}],
    ['/Disclaimer/', '/disclaimer', {}],
    ['/Qui-sommes-nous', '/about-us', {}],
    ['/login/', '/login', {}],
    ['/feedback/contact-me', '/feedback/[flow]', { flow: 'contact-me' }],
    ['/feedback/sign-newsletter/', '/feedback/[flow]', { flow: 'sign-newsletter' }],
    ['/a-vendre/', '/for-sale', {}],
    ['/nos-services/vente/', '/services/[slug]', { slug: 'vente' }],
  ])('recognises %s as %s', (path, route, params) => {
    expect(matchLegacyPath(path)).toEqual({ route, params });
  });

  it('recognises nothing in a path no route has', () => {
    expect(matchLegacyPath('/no-such-page/')).toBeNull();
    expect(matchLegacyPath('/property/')).toBeNull();
  });
});
