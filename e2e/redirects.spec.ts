import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  DEFAULT_LOCALE,
  listingPath,
  localizedPath,
  locationOf,
  projectPath,
  SAMPLE_LISTING_ID,
  SAMPLE_PROJECT_ID,
  type AppRoute,
  type Locale,
} from './support/routes';

/** Unprefixed paths of the legacy route table and the page each one stands for. */
const LEGACY_PATHS: {
  path: string;
  route: AppRoute;
  params?: Record<string, string>;
  target?: (locale: Locale) => string;
}[] = [
  { path: '/', route: '/' },
  { path: '/for-sale/', route: '/for-sale' },
  { path: '/for-rent/', route: '/for-rent' },
  { path: '/projects/', route: '/projects' },
  { path: '/Privacy-statement/', route: '/privacy-statement' },
  { path: '/Cookie-policy/', route: '/cookie-policy' },
  { path: '/Disclaimer/', route: '/disclaimer' },
  { path: '/login/', route: '/login' },
  { path: '/contact/', route: '/contact' },
  { path: '/services/', route: '/services' },
  { path: '/demand-register/', route: '/demand-register' },
  { path: '/contact-demand/', route: '/contact-demand' },
  // Short detail addresses go straight to the canonical address of the listing or project.
  {
    path: `/property/${SAMPLE_LISTING_ID}/`,
    route: '/property/[id]',
    target: (locale) => listingPath(SAMPLE_LISTING_ID, locale),
  },
  {
    path: `/project/${SAMPLE_PROJECT_ID}/`,
    route: '/project/[id]',
    target: (locale) => projectPath(SAMPLE_PROJECT_ID, locale),
  },
  { path: '/feedback/contact-me/', route: '/feedback/[flow]', params: { flow: 'contact-me' } },
];

/** How the visitor's browser states its language, and the language the site should pick. */
const BROWSERS: { acceptLanguage: string | null; expected: Locale }[] = [
  { acceptLanguage: 'nl-BE,nl;q=0.9', expected: 'nl' },
  { acceptLanguage: 'de-DE,de;q=0.9,en;q=0.8', expected: 'de' },
  { acceptLanguage: 'en-GB,en;q=0.9', expected: 'en' },
  { acceptLanguage: null, expected: DEFAULT_LOCALE },
];

type Hints = { acceptLanguage?: string | null; cookie?: string };

function headersFor({ acceptLanguage, cookie }: Hints): Record<string, string> {
  const headers: Record<string, string> = {};
  if (acceptLanguage) headers['accept-language'] = acceptLanguage;
  if (cookie) headers['cookie'] = `NEXT_LOCALE=${cookie}`;
  return headers;
}

/** The first response only: status and where it points. */
async function firstHop(request: APIRequestContext, path: string, hints: Hints = {}) {
  const response = await request.get(path, { maxRedirects: 0, headers: headersFor(hints) });
  return {
    status: response.status(),
    location: locationOf(response.headers()['location']),
    response,
  };
}

test.describe('unprefixed paths of the legacy route table', () => {
  for (const { acceptLanguage, expected } of BROWSERS) {
    const who = acceptLanguage
      ? `a browser asking for "${acceptLanguage}"`
      : 'a browser that states no language';
    for (const { path, route, params, target: targetIn } of LEGACY_PATHS) {
      const target = targetIn ? targetIn(expected) : localizedPath(route, expected, params);
      test(`${path} sends ${who} to ${target} in one 307 hop`, async ({ request }) => {
        const hop = await firstHop(request, path, { acceptLanguage });
        expect(hop.status).toBe(307);
        expect(hop.location).toBe(target);
        const landing = await request.get(hop.location, {
          maxRedirects: 0,
          headers: headersFor({ acceptLanguage }),
        });
        expect(landing.status(), `${target} is the final page`).toBe(200);
      });
    }
  }

  test('paths are matched whatever their letter case', async ({ request }) => {
    const hop = await firstHop(request, '/FOR-SALE/', { acceptLanguage: 'en' });
    expect(hop).toMatchObject({ status: 307, location: '/en/for-sale/' });
  });

  test('a translated path of any language, unprefixed, goes to that page in the visitor language', async ({
    request,
  }) => {
    const hop = await firstHop(request, '/te-koop/', { acceptLanguage: 'de' });
    expect(hop).toMatchObject({ status: 307, location: '/de/zu-verkaufen/' });
  });

  test('/feedback/contact-me, without a trailing slash, also redirects in one 307 hop', async ({
    request,
  }) => {
    const hop = await firstHop(request, '/feedback/contact-me', { acceptLanguage: 'nl' });
    expect(hop.status, `first hop goes to ${hop.location}`).toBe(307);
    expect(hop.location).toBe('/nl/bedankt/contact-me/');
  });

  test('a legacy path without its trailing slash still ends on the localized page', async ({
    request,
  }) => {
    const response = await request.get('/feedback/contact-me', {
      headers: headersFor({ acceptLanguage: 'de' }),
    });
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).pathname).toBe('/de/danke/contact-me/');
  });

  test('/Qui-sommes-nous?/ lands on the French about-us page in one hop, without any leftover query', async ({
    request,
  }) => {
    const hop = await firstHop(request, '/Qui-sommes-nous?/', {});
    expect(hop).toMatchObject({ status: 307, location: '/fr/qui-sommes-nous/' });
    const response = await request.get('/Qui-sommes-nous?/');
    expect(response.status()).toBe(200);
    const url = new URL(response.url());
    expect(url.pathname).toBe('/fr/qui-sommes-nous/');
    expect(url.search).toBe('');
  });

  test('/Qui-sommes-nous?/ lands on the English about-us page for an English browser', async ({
    request,
  }) => {
    const response = await request.get('/Qui-sommes-nous?/', {
      headers: headersFor({ acceptLanguage: 'en' }),
    });
    expect(response.status()).toBe(200);
    const url = new URL(response.url());
    expect(url.pathname).toBe('/en/about-us/');
    expect(url.search).toBe('');
  });

  test('an unknown unprefixed path is sent into the visitor language, where it is a 404', async ({
    request,
  }) => {
    const hop = await firstHop(request, '/does-not-exist/', { acceptLanguage: 'nl' });
    expect(hop).toMatchObject({ status: 307, location: '/nl/does-not-exist/' });
    const landing = await request.get(hop.location, { maxRedirects: 0 });
    expect(landing.status()).toBe(404);
  });
});

test.describe('which language an unprefixed path resolves to', () => {
  test('the lng query parameter beats the cookie and the browser language', async ({ request }) => {
    const hop = await firstHop(request, '/for-sale/?lng=de', {
      cookie: 'nl',
      acceptLanguage: 'en',
    });
    expect(hop).toMatchObject({ status: 307, location: '/de/zu-verkaufen/' });
  });

  test('the cookie beats the browser language', async ({ request }) => {
    const hop = await firstHop(request, '/for-sale/', { cookie: 'nl', acceptLanguage: 'en' });
    expect(hop).toMatchObject({ status: 307, location: '/nl/te-koop/' });
  });

  test('the browser language beats the default', async ({ request }) => {
    const hop = await firstHop(request, '/for-sale/', { acceptLanguage: 'de' });
    expect(hop).toMatchObject({ status: 307, location: '/de/zu-verkaufen/' });
  });

  test('the browser languages are taken in order of preference, skipping languages the site lacks', async ({
    request,
  }) => {
    const byQuality = await firstHop(request, '/for-sale/', {
      acceptLanguage: 'de;q=0.5, nl;q=0.9',
    });
    expect(byQuality.location).toBe('/nl/te-koop/');
    const skipping = await firstHop(request, '/for-sale/', {
      acceptLanguage: 'es-ES, es;q=0.9, en;q=0.5',
    });
    expect(skipping.location).toBe('/en/for-sale/');
  });

  test('a browser asking only for languages the site lacks gets the French default', async ({
    request,
  }) => {
    const hop = await firstHop(request, '/for-sale/', { acceptLanguage: 'es-ES,it;q=0.8' });
    expect(hop.location).toBe('/fr/a-vendre/');
  });

  test('an lng value that is not an enabled language is ignored in favour of the cookie', async ({
    request,
  }) => {
    const hop = await firstHop(request, '/for-sale/?lng=xx', {
      cookie: 'de',
      acceptLanguage: 'en',
    });
    expect(hop.location).toBe('/de/zu-verkaufen/');
  });

  test('a cookie that is not an enabled language is ignored in favour of the browser language', async ({
    request,
  }) => {
    const hop = await firstHop(request, '/for-sale/', { cookie: 'xx', acceptLanguage: 'nl' });
    expect(hop.location).toBe('/nl/te-koop/');
  });

  test('lng does not stay in the address of the localized page', async ({ request }) => {
    const hop = await firstHop(request, '/for-sale/?lng=en');
    expect(hop).toMatchObject({ status: 307, location: '/en/for-sale/' });
  });

  test('lng=de also stores German in the NEXT_LOCALE cookie', async ({ request }) => {
    const hop = await firstHop(request, '/contact/?lng=de');
    expect(hop.location).toBe('/de/kontakt/');
    const setCookie = hop.response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'set-cookie');
    expect(setCookie.map((header) => header.value).join('\n')).toMatch(
      /(^|\n)NEXT_LOCALE=de;[^\n]*Path=\//i,
    );
    // The stored choice then decides the next unprefixed visit, even against the browser language.
    const next = await request.get('/', { maxRedirects: 0, headers: { 'accept-language': 'en' } });
    expect(locationOf(next.headers()['location'])).toBe('/de/');
  });
});

test.describe('prefixed paths in the wrong language', () => {
  const cases: { from: string; to: string }[] = [
    { from: '/en/a-vendre/', to: '/en/for-sale/' },
    { from: '/fr/te-koop/', to: '/fr/a-vendre/' },
    { from: '/de/about-us/', to: '/de/ueber-uns/' },
    { from: `/nl/property/${SAMPLE_LISTING_ID}/`, to: listingPath(SAMPLE_LISTING_ID, 'nl') },
  ];
  for (const { from, to } of cases) {
    test(`${from} is redirected to ${to}`, async ({ request }) => {
      const response = await request.get(from);
      expect(response.status()).toBe(200);
      expect(new URL(response.url()).pathname).toBe(to);
    });
  }
});
