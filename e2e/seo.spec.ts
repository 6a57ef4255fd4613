import { search, listProjects } from '../lib/data';
import { placeType } from '../lib/seo/json-ld';
import { schemaOrgViolations } from '../tests/support/schema-org';
import { listingHref } from '../lib/data/canonical';
import { expect, test } from './support/fixtures';
import { LOCALES, listingPath, localizedPath, pageCases, projectPath } from './support/routes';
import { readSitemap } from './support/sitemap';

const ORIGIN = 'http://127.0.0.1';

/** The head of a server-rendered page: what a crawler reads without running any script. */
async function headOf(request: import('@playwright/test').APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const attribute = (pattern: RegExp) => head.match(pattern)?.[1];
  return {
    status: response.status(),
    html,
    title: attribute(/<title>([^<]*)<\/title>/),
    description: attribute(/<meta name="description" content="([^"]*)"/),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    alternates: Object.fromEntries(
      [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)].map(
        ([, language, href]) => [language, new URL(href!).pathname],
      ),
    ),
    robots: attribute(/<meta name="robots" content="([^"]*)"/),
    ogImage: attribute(/<meta property="og:image" content="([^"]*)"/),
    twitterCard: attribute(/<meta name="twitter:card" content="([^"]*)"/),
  };
}

test.describe('every page type has its title, description, canonical URL and alternates', () => {
  // one test per page and language: a whole language in one test took most of its timeout under load
  for (const locale of LOCALES) {
    for (const { route, params, label, query = '' } of pageCases(locale)) {
      if (route === '/map-frame') continue;
      const path = localizedPath(route, locale, params);
      test(`${label} in ${locale} (${path})`, async ({ request }) => {
        const head = await headOf(request, `${path}${query}`);
        expect(head.status, label).toBe(200);
        expect(head.title, `${label}: title`).toBeTruthy();
        expect(head.description, `${label}: description`).toBeTruthy();
        expect(new URL(head.canonical ?? '').pathname, `${label}: canonical`).toBe(path);
        expect(Object.keys(head.alternates).sort(), `${label}: hreflang`).toEqual([
          'de',
          'en',
          'fr',
          'nl',
          'x-default',
        ]);
        expect(head.alternates[locale], `${label}: alternate of its own language`).toBe(path);
        expect(head.twitterCard, `${label}: twitter card`).toBeTruthy();
      });
    }
  }

  test('a property shares its own photo; private and error pages are noindex', async ({
    request,
  }) => {
    const listing = search('nl', { goal: 'sale' }).items[0]!;
    const detail = await headOf(request, listingPath(listing.id, 'nl'));
    expect(new URL(detail.ogImage ?? '').pathname).toBe(listing.pictures[0]!.url);
    for (const path of [
      localizedPath('/login', 'fr'),
      '/de/gibt-es-nicht/',
      localizedPath('/newsletter', 'en'),
    ]) {
      expect((await headOf(request, path)).robots, path).toMatch(/noindex/);
    }
    expect((await headOf(request, localizedPath('/for-sale', 'en'))).robots).toBeUndefined();
  });
});

test.describe('structured data (JSON-LD)', () => {
  function jsonLd(html: string): Record<string, unknown>[] {
    return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
      ([, text]) => {
        const parsed = JSON.parse(text!) as Record<string, unknown> | Record<string, unknown>[];
        return Array.isArray(parsed) ? parsed : [parsed];
      },
    );
  }

  test('a property page describes the listing, its offer and place, and its breadcrumb trail', async ({
    request,
  }) => {
    // a home: its place carries a floor size (a workplace's is a Place with a floor area property)
    const listing = search('fr', { goal: 'rent' }).items.find(
      (item) =>
        item.price !== null && item.surfaces.living !== null && placeType(item.typeId) !== 'Place',
    )!;
    const { html } = await headOf(request, listingPath(listing.id, 'fr'));
    const documents = jsonLd(html);
    const offer = documents.find((document) => document['@type'] === 'RealEstateListing');
    expect(offer).toMatchObject({
      '@context': 'https://schema.org',
      identifier: listing.reference,
      offers: {
        '@type': 'Offer',
        price: listing.price,
        priceCurrency: 'EUR',
        businessFunction: { '@id': 'http://purl.org/goodrelations/v1#LeaseOut' },
      },
      mainEntity: {
        address: {
          '@type': 'PostalAddress',
          postalCode: listing.place.zip,
          addressLocality: listing.place.city,
        },
        geo: {
          '@type': 'GeoCoordinates',
          latitude: listing.place.latitude,
          longitude: listing.place.longitude,
        },
        floorSize: {
          '@type': 'QuantitativeValue',
          value: listing.surfaces.living,
          unitCode: 'MTK',
        },
      },
    });
    // issue 34.7: valid against schema.org's definitions, as served
    expect(schemaOrgViolations(documents)).toEqual([]);
    expect(new URL(String(offer?.url)).pathname).toBe(listingPath(listing.id, 'fr'));
    const trail = documents.find((document) => document['@type'] === 'BreadcrumbList') as {
      itemListElement: { position: number; item?: string }[];
    };
    // home, the list, the list of its city, the listing: the steps the visible breadcrumbs show,
    // the last one (this page) without an address of its own
    const steps = trail.itemListElement.map((step) => (step.item ? new URL(step.item) : null));
    expect(steps.map((step) => step?.pathname ?? null)).toEqual([
      '/fr/',
      '/fr/a-louer/',
      '/fr/a-louer/',
      null,
    ]);
    expect(steps[2]!.searchParams.get('city')).toBe(`${listing.place.city}|${listing.place.zip}`);
  });

  test('the home page names the agency; a project page its residence and trail', async ({
    request,
  }) => {
    expect(jsonLd((await headOf(request, '/en/')).html)).toContainEqual(
      expect.objectContaining({ '@type': 'RealEstateAgent', name: 'Horizon Immo' }),
    );
    const project = listProjects('de')[0]!;
    const documents = jsonLd((await headOf(request, projectPath(project.id, 'de'))).html);
    expect(documents).toContainEqual(
      expect.objectContaining({
        '@type': 'RealEstateListing',
        mainEntity: expect.objectContaining({
          '@type': project.typeId === 1 ? 'ApartmentComplex' : 'Residence',
          name: project.name,
        }),
      }),
    );
    expect(schemaOrgViolations(documents)).toEqual([]);
    expect(schemaOrgViolations(jsonLd((await headOf(request, '/en/')).html))).toEqual([]);
    expect(documents.find((document) => document['@type'] === 'BreadcrumbList')).toBeDefined();
  });
});

test.describe('sitemap.xml and robots.txt', () => {
  test('the sitemap is an index of one gzip file per language, each well-formed XML listing pages in all four languages with reciprocal alternates', async ({
    page,
  }) => {
    const base = test.info().project.use.baseURL!;
    const { index, files } = await readSitemap(base);
    const response = await fetch(`${base}/sitemap.xml`);
    expect(response.headers.get('content-type')).toContain('xml');
    expect(index).toMatch(
      /<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    expect(files.map((file) => new URL(file.url).pathname).sort()).toEqual(
      LOCALES.map((locale) => `/sitemaps/${locale}-1.xml.gz`).sort(),
    );
    for (const file of files) expect(file.type, file.url).toBe('application/gzip');
    await page.goto('/en/');
    const perFile = await page.evaluate(
      (texts) =>
        texts.map((text) => {
          const document = new DOMParser().parseFromString(text, 'application/xml');
          if (document.getElementsByTagName('parsererror').length > 0) return null;
          return [
            ...document.getElementsByTagNameNS(
              'http://www.sitemaps.org/schemas/sitemap/0.9',
              'url',
            ),
          ].map((url) => ({
            loc: url.getElementsByTagNameNS(
              'http://www.sitemaps.org/schemas/sitemap/0.9',
              'loc',
            )[0]!.textContent!,
            lastmod:
              url.getElementsByTagNameNS(
                'http://www.sitemaps.org/schemas/sitemap/0.9',
                'lastmod',
              )[0]?.textContent ?? null,
            alternates: Object.fromEntries(
              [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map(
                (link) => [link.getAttribute('hreflang')!, link.getAttribute('href')!],
              ),
            ),
          }));
        }),
      files.map((file) => file.xml),
    );
    expect(perFile.includes(null), 'valid XML').toBe(false);
    // each file holds the addresses of its own language only
    files.forEach((file, index) => {
      const locale = /\/sitemaps\/([a-z]{2})-/.exec(file.url)![1];
      expect(
        perFile[index]!.filter((entry) => !new URL(entry.loc).pathname.startsWith(`/${locale}/`)),
      ).toEqual([]);
    });
    const parsed = perFile.flatMap((entries) => entries ?? []);
    // issue 34.10: every entry says when it last changed (lists, projects and content pages too)
    expect(
      parsed.filter((entry) => !/^\d{4}-\d{2}-\d{2}/.test(entry.lastmod ?? '')).map((e) => e.loc),
      'entries without lastmod',
    ).toEqual([]);
    const byUrl = new Map(parsed.map((entry) => [new URL(entry.loc).pathname, entry]));
    const listing = search('en', { goal: 'sale' }).items[0]!;
    const sample = [
      '/en/',
      '/nl/te-koop/',
      '/fr/projets/',
      localizedPath('/contact-demand', 'de'),
      `/en/for-sale/${listingHref(listing).params.city}/${listing.slug}/${listing.id}/`,
    ];
    for (const path of sample) {
      const entry = byUrl.get(path);
      expect(entry, path).toBeDefined();
      expect(Object.keys(entry!.alternates).sort()).toEqual(['de', 'en', 'fr', 'nl', 'x-default']);
      for (const [language, href] of Object.entries(entry!.alternates)) {
        if (language === 'x-default') continue;
        // reciprocal: the alternate lists the same set, this page included
        expect(byUrl.get(new URL(href).pathname)?.alternates, `${path} → ${language}`).toEqual(
          entry!.alternates,
        );
      }
    }
    expect(
      [...byUrl.keys()].some(
        (path) => path.startsWith('/fr/connexion') || path.includes('/espace-proprietaire'),
      ),
    ).toBe(false);
  });

  test('the sitemap is served from one copy per data version: the same ETag to 20 clients at once, 304 to a client that holds it', async ({
    request,
  }) => {
    const base = test.info().project.use.baseURL!;
    for (const path of ['/sitemap.xml', '/sitemaps/fr-1.xml.gz']) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          fetch(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' } }),
        ),
      );
      const etags = new Set(answers.map((answer) => answer.headers.get('etag')));
      expect(
        answers.map((answer) => answer.status),
        path,
      ).toEqual(Array(20).fill(200));
      expect(etags.size, path).toBe(1);
      const [etag] = [...etags];
      expect(etag, path).toMatch(/^"[\w-]+"$/);
      const body = new Uint8Array(await answers[0]!.arrayBuffer());
      if (path.endsWith('.gz')) {
        // a gzip file compressed once when built: not compressed again on the way
        expect(answers[0]!.headers.get('content-encoding'), path).toBeNull();
        expect([...body.subarray(0, 2)], path).toEqual([0x1f, 0x8b]);
      } else {
        expect(new TextDecoder().decode(body)).toMatch(/^<\?xml [^]*<\/sitemapindex>\n$/);
      }
      await Promise.all(answers.slice(1).map((answer) => answer.body?.cancel()));
      const again = await request.get(path, { headers: { 'if-none-match': etag! } });
      expect(again.status(), path).toBe(304);
      expect(await again.body(), path).toHaveLength(0);
    }
    expect((await request.get('/sitemaps/xx-1.xml.gz')).status()).toBe(404);
    expect((await request.get('/sitemaps/fr-1.xml')).status()).toBe(404);
  });

  test('robots.txt lets crawlers in and points to the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toMatch(/User-Agent: \*/i);
    expect(text).toMatch(/Allow: \//);
    expect(text).toMatch(/Disallow: \/api\//);
    expect(text).toMatch(new RegExp(`Sitemap: ${ORIGIN}:\\d+/sitemap.xml`));
  });
});
