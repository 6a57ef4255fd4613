import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { routeRequest as proxy } from '@/proxy';

function request(path: string, headers: Record<string, string> = {}) {
  // As Next builds it from next.config.ts.
  return new NextRequest(new URL(path, 'http://localhost:3000'), {
    headers,
    nextConfig: { trailingSlash: true },
  });
}

function redirectOf(path: string, headers: Record<string, string> = {}) {
  const response = proxy(request(path, headers));
  const location = response.headers.get('location');
  return {
    status: response.status,
    location: location && new URL(location).pathname + new URL(location).search,
    response,
  };
}

describe('proxy', () => {
  it('redirects an unprefixed route-table path once, to the translated page in the browser language', () => {
    expect(redirectOf('/for-sale/', { 'accept-language': 'nl-BE,nl;q=0.9' })).toMatchObject({
      status: 307,
      location: '/nl/te-koop/',
    });
    expect(redirectOf('/Privacy-statement/', { 'accept-language': 'de' }).location).toBe(
      '/de/datenschutzerklaerung/',
    );
    expect(redirectOf('/property/42/', { 'accept-language': 'en' }).location).toBe(
      '/en/property/42/',
    );
    expect(redirectOf('/feedback/contact-me', { 'accept-language': 'fr' }).location).toBe(
      '/fr/merci/contact-me/',
    );
  });

  it('uses the default language, French, when nothing else tells', () => {
    expect(redirectOf('/').location).toBe('/fr/');
    expect(redirectOf('/login/').location).toBe('/fr/connexion/');
  });

  it('lands /Qui-sommes-nous?/ on the about-us page without the stray query', () => {
    expect(redirectOf('/Qui-sommes-nous/?%2F=', { 'accept-language': 'en' }).location).toBe(
      '/en/about-us/',
    );
    expect(redirectOf('/Qui-sommes-nous?/').location).toBe('/fr/qui-sommes-nous/');
  });

  it('lets lng beat the cookie, and the cookie beat the browser, and remembers lng in the cookie', () => {
    const fromQuery = redirectOf('/contact/?lng=de', {
      cookie: 'NEXT_LOCALE=nl',
      'accept-language': 'en',
    });
    expect(fromQuery.location).toBe('/de/kontakt/');
    expect(fromQuery.response.cookies.get('NEXT_LOCALE')?.value).toBe('de');
    expect(
      redirectOf('/contact/', { cookie: 'NEXT_LOCALE=nl', 'accept-language': 'en' }).location,
    ).toBe('/nl/contact/');
  });

  it('marks a redirect it had to guess (browser languages, default), so the page can honour a stored i18nextLng', () => {
    expect(
      redirectOf('/for-sale/', { 'accept-language': 'de' }).response.cookies.get(
        'NEXT_LOCALE_GUESSED',
      )?.value,
    ).toBe('1');
    expect(redirectOf('/').response.cookies.get('NEXT_LOCALE_GUESSED')?.value).toBe('1');
    expect(
      redirectOf('/', { cookie: 'NEXT_LOCALE=nl' }).response.cookies.get('NEXT_LOCALE_GUESSED'),
    ).toBeUndefined();
    expect(redirectOf('/?lng=en').response.cookies.get('NEXT_LOCALE_GUESSED')).toBeUndefined();
  });

  it('keeps the other query parameters of a search', () => {
    expect(redirectOf('/for-sale/?city=Gent%7C9000&type=2&lng=en').location).toBe(
      '/en/for-sale/?city=Gent%7C9000&type=2',
    );
  });

  it('sends unknown unprefixed paths into the language, where the 404 answers', () => {
    expect(redirectOf('/no-such-page/', { 'accept-language': 'nl' }).location).toBe(
      '/nl/no-such-page/',
    );
  });

  it('answers a missing file of no language with the 404 in the visitor language, not a redirect', () => {
    for (const path of ['/apple-touch-icon.png', '/wp-login.php', '/.env', '/old/index.html/']) {
      const response = proxy(request(path, { 'accept-language': 'nl' }));
      expect(response.status, path).toBe(404);
      expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname, path).toMatch(
        /^\/nl\//,
      );
    }
  });

  it('adds the trailing slash to a prefixed path in one permanent redirect, keeping the query', () => {
    expect(redirectOf('/fr/a-vendre?city=Gent%7C9000')).toMatchObject({
      status: 308,
      location: '/fr/a-vendre/?city=Gent%7C9000',
    });
    expect(redirectOf('/nl')).toMatchObject({ status: 308, location: '/nl/' });
  });

  it('recognises a language code written in upper or mixed case, in one permanent redirect', () => {
    expect(redirectOf('/FR/contact/')).toMatchObject({ status: 308, location: '/fr/contact/' });
    expect(redirectOf('/Nl/te-koop?city=Gent')).toMatchObject({
      status: 308,
      location: '/nl/te-koop/?city=Gent',
    });
    expect(redirectOf('/DE')).toMatchObject({ status: 308, location: '/de/' });
    expect(redirectOf('/eN/about-us/', { 'accept-language': 'fr' }).location).toBe('/en/about-us/');
    // a first segment that only starts like a language is a path without one
    expect(redirectOf('/FRa/', { 'accept-language': 'en' }).location).toBe('/en/FRa/');
  });

  it('sets no cookie on a page a shared cache may keep, whatever language the visitor had', () => {
    for (const path of [
      '/fr/a-vendre/',
      '/nl/',
      '/de/kontakt/',
      '/en/for-sale/?city=Gent',
      '/fr/nope/',
    ]) {
      for (const headers of [
        {},
        { cookie: 'NEXT_LOCALE=nl' },
        { 'accept-language': 'de' },
      ] as Record<string, string>[]) {
        const response = proxy(request(path, headers));
        expect(response.headers.get('set-cookie'), `${path} ${JSON.stringify(headers)}`).toBeNull();
      }
    }
  });

  it('hands prefixed paths to the translated routing', () => {
    const response = proxy(request('/fr/a-vendre/'));
    expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname).toBe('/fr/for-sale/');
  });

  it('redirects a prefixed path written in another language to the right translation', () => {
    expect(redirectOf('/en/a-vendre/?city=Gent%7C9000')).toMatchObject({
      status: 308,
      location: '/en/for-sale/?city=Gent%7C9000',
    });
    expect(redirectOf('/fr/for-sale/').location).toBe('/fr/a-vendre/');
    expect(redirectOf('/de/Kontakt/').location).toBe('/de/kontakt/');
  });

  it('redirects a child page written with the segment of another language to its translation', () => {
    expect(redirectOf('/fr/nos-services/sell/')).toMatchObject({
      status: 308,
      location: '/fr/nos-services/vente/',
    });
    expect(redirectOf('/nl/services/vente/').location).toBe('/nl/diensten/verkopen/');
  });

  it.each([
    '/fr/nimporte/',
    '/en/property/abc/',
    '/nl/bedankt/onbekend/',
    '/fr/nos-services/gestion/',
    '/de/leistungen/unbekannt/',
    '/en/page-not-found/',
    '/en/for-sale/extra/',
  ])('answers %s, which names no page, with the translated 404 and status 404', (path) => {
    const response = proxy(request(path));
    const locale = path.split('/')[1];
    expect(response.status).toBe(404);
    expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname).toBe(
      `/${locale}/page-not-found/`,
    );
  });
});

describe('proxy: list searches', () => {
  const rewriteOf = (path: string) => proxy(request(path)).headers.get('x-middleware-rewrite');

  it('sends a search to its cached results page under the normalised key', () => {
    const target = rewriteOf('/fr/a-vendre/?type=2&type=1&city=Namur');
    expect(target).toMatch(/\/fr\/for-sale\/results\/[A-Za-z0-9_-]+\/$/);
    expect(rewriteOf('/fr/a-vendre/?city=Namur&type=1&type=2&utm_source=x')).toBe(target);
    expect(rewriteOf('/nl/te-huur/?type=1')).toMatch(/\/nl\/for-rent\/results\/[A-Za-z0-9_-]+\/$/);
  });

  it('serves the prerendered list for no search or a search of defaults only', () => {
    expect(rewriteOf('/fr/a-vendre/')).toMatch(/\/fr\/for-sale\/$/);
    expect(rewriteOf('/fr/a-vendre/?page=1&utm_source=x')).toMatch(/\/fr\/for-sale\/(\?.*)?$/);
  });

  it('does not serve the internal results path to visitors', () => {
    expect(proxy(request('/en/for-sale/results/dHlwZT0x/')).status).toBe(404);
  });
});
