// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sitemapEntries } from '@/lib/seo/sitemap';
import { gunzipSync } from 'node:zlib';
import { sitemapXml } from '@/lib/seo/sitemap-xml';

const options = {
  locales: ['en', 'nl', 'fr', 'de'] as const,
  defaultLocale: 'fr' as const,
  urlOf: (locale: string, href: { pathname: string }) =>
    `https://s.example/${locale}${href.pathname}/`,
};

describe('sitemap entries', () => {
  it('lists a page in every language, each with all of them and x-default as alternates', () => {
    const entries = sitemapEntries(
      [{ hrefIn: () => ({ pathname: '/contact' }) }],
      options as never,
    );
    expect(entries.map((entry) => entry.url)).toEqual([
      'https://s.example/en/contact/',
      'https://s.example/nl/contact/',
      'https://s.example/fr/contact/',
      'https://s.example/de/contact/',
    ]);
    for (const entry of entries) {
      expect(entry.alternates.languages).toEqual({
        en: 'https://s.example/en/contact/',
        nl: 'https://s.example/nl/contact/',
        fr: 'https://s.example/fr/contact/',
        de: 'https://s.example/de/contact/',
        'x-default': 'https://s.example/fr/contact/',
      });
      // reciprocal: the entry is among its own alternates
      expect(Object.values(entry.alternates.languages)).toContain(entry.url);
    }
  });

  it('leaves out the languages a page does not exist in, and pages that exist in none', () => {
    const entries = sitemapEntries(
      [
        {
          hrefIn: (locale) =>
            locale === 'en' || locale === 'nl' ? { pathname: '/about-us' } : null,
          lastModified: '2026-11-01',
        },
        { hrefIn: () => null },
      ],
      options as never,
    );
    expect(entries).toHaveLength(2);
    expect(entries[0]).toEqual({
      url: 'https://s.example/en/about-us/',
      locale: 'en',
      lastModified: '2026-11-01',
      alternates: {
        languages: { en: 'https://s.example/en/about-us/', nl: 'https://s.example/nl/about-us/' },
      },
    });
  });
});

describe('the site’s sitemap', async () => {
  const { siteSitemapEntries } = await import('@/lib/seo/site-sitemap');
  const { allListings } = await import('@/lib/data');
  const entries = siteSitemapEntries(new URL('http://localhost:3000'));
  const urls = new Set(entries.map((entry) => entry.url));

  it('has the home page, listings and projects in all four languages, and no private page', () => {
    for (const path of [
      '/en/',
      '/nl/',
      '/fr/',
      '/de/',
      '/fr/a-vendre/',
      '/nl/projecten/',
      '/en/services/free-valuation-explained/',
      '/fr/temoignages/',
    ])
      expect(urls).toContain(`http://localhost:3000${path}`);
    const listing = allListings('de').find((item) => !item.unavailable)!;
    expect(
      [...urls].some((url) => url.includes('/de/zu-') && url.endsWith(`/${listing.id}/`)),
    ).toBe(true);
    expect(
      [...urls].filter((url) =>
        /^https?:\/\/[^/]+\/[a-z]{2}\/(login|connexion|anmelden|owner-portal|eigenaarsportaal|espace-proprietaire|eigentuemerportal|thank-you|bedankt|merci|danke|print|afdrukken|imprimer|drucken|map-frame|kaartvenster|cadre-carte|kartenfenster|newsletter|nieuwsbrief|preview)\//.test(
          url,
        ),
      ),
    ).toEqual([]);
  });

  it('leaves out sold and rented properties (data/site.json › seo.sitemapUnavailable is "exclude")', () => {
    const sold = allListings('fr').filter((item) => item.unavailable);
    expect(sold.length).toBeGreaterThan(0);
    for (const listing of sold)
      expect([...urls].some((url) => url.endsWith(`/${listing.id}/`))).toBe(false);
  });

  it('gives every entry reciprocal alternates', () => {
    for (const entry of entries) {
      const languages = entry.alternates?.languages as Record<string, string>;
      expect(Object.values(languages)).toContain(entry.url);
      for (const [language, url] of Object.entries(languages)) {
        if (language === 'x-default') continue;
        const other = entries.find((candidate) => candidate.url === url);
        expect(other?.alternates?.languages).toEqual(languages);
      }
    }
  });
});

describe('the sitemap as XML', () => {
  it('writes loc, lastmod and each alternate, escaping what XML reserves', () => {
    const xml = sitemapXml([
      {
        url: 'https://s.example/fr/a?b=1&c=<2>',
        locale: 'fr',
        lastModified: '2026-11-01',
        alternates: {
          languages: {
            fr: 'https://s.example/fr/a?b=1&c=<2>',
            'x-default': "https://s.example/it's",
          },
        },
      },
    ]);
    const document = new DOMParser().parseFromString(xml, 'application/xml');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    const url = document.getElementsByTagNameNS(
      'http://www.sitemaps.org/schemas/sitemap/0.9',
      'url',
    );
    expect(url).toHaveLength(1);
    expect(url[0]!.getElementsByTagName('loc')[0]!.textContent).toBe(
      'https://s.example/fr/a?b=1&c=<2>',
    );
    expect(url[0]!.getElementsByTagName('lastmod')[0]!.textContent).toBe('2026-11-01');
    const links = url[0]!.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link');
    expect(
      [...links].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    ).toEqual([
      ['fr', 'https://s.example/fr/a?b=1&c=<2>'],
      ['x-default', "https://s.example/it's"],
    ]);
  });
});

describe('the sitemap as served', async () => {
  const { buildSitemapSet, sitemapSet } = await import('@/lib/seo/site-sitemap');
  const { sitemapFiles, SITEMAP_FILE_NAME } = await import('@/lib/seo/sitemap-files');
  const { dataVersion } = await import('@/lib/data');
  const { routing } = await import('@/lib/i18n/routing');
  const entry = (origin: URL, locale: 'en' | 'nl' | 'fr' | 'de', path: string, day?: string) => ({
    url: `${origin.href}${locale}/${path}`,
    locale,
    ...(day ? { lastModified: day } : {}),
    alternates: { languages: { [locale]: `${origin.href}${locale}/${path}` } },
  });
  const urlsIn = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('is built once per data version and origin, however often it is asked for', () => {
    let builds = 0;
    const build = (origin: URL) => {
      builds += 1;
      return [entry(origin, 'fr', '')];
    };
    const origin = new URL('https://once.example');
    const first = sitemapSet(origin, build);
    for (let request = 0; request < 20; request += 1) expect(sitemapSet(origin, build)).toBe(first);
    expect(builds).toBe(1);
    expect(dataVersion()).toBe(dataVersion());
    // another origin (a deployment's SITE_URL) is another set
    expect(sitemapSet(new URL('https://other.example'), build).index.xml).toContain(
      'https://other.example/sitemaps/fr-1.xml.gz',
    );
    expect(builds).toBe(2);
  });

  it('is an index of one gzip file per language, each file the sitemap of its language', () => {
    const origin = new URL('https://s.example');
    const entries = [
      entry(origin, 'en', 'a/', '2026-10-01'),
      entry(origin, 'fr', 'a/', '2026-10-02'),
      entry(origin, 'fr', 'b/', '2026-11-03'),
      entry(origin, 'de', 'a/'),
    ];
    const set = buildSitemapSet(entries, origin);
    const document = new DOMParser().parseFromString(set.index.xml, 'application/xml');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(document.documentElement.localName).toBe('sitemapindex');
    // in the order of the site's languages; no file for a language without pages (nl here)
    const names = routing.locales
      .filter((locale) => locale !== 'nl')
      .map((locale) => `${locale}-1.xml.gz`);
    expect(urlsIn(set.index.xml)).toEqual(
      names.map((name) => `https://s.example/sitemaps/${name}`),
    );
    const lastmods = { 'en-1.xml.gz': '2026-10-01', 'fr-1.xml.gz': '2026-11-03' } as Record<
      string,
      string
    >;
    expect([...set.index.xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1])).toEqual(
      names.map((name) => lastmods[name]).filter(Boolean),
    );
    expect([...set.files.keys()]).toEqual(names);
    for (const name of set.files.keys()) expect(name).toMatch(SITEMAP_FILE_NAME);
    const fr = gunzipSync(set.files.get('fr-1.xml.gz')!.bytes).toString('utf8');
    expect(fr).toBe(sitemapXml([entries[1]!, entries[2]!]));
    // every address of the entries is in exactly one file
    const all = [...set.files.values()].flatMap((body) =>
      urlsIn(gunzipSync(body.bytes).toString('utf8')),
    );
    expect(all.sort()).toEqual(entries.map((e) => e.url).sort());
  });

  it('splits a language over several files when it has more addresses than a file holds', () => {
    const origin = new URL('https://s.example');
    const entries = Array.from({ length: 5 }, (_, i) => entry(origin, 'nl', `${i}/`));
    const files = sitemapFiles(entries, ['en', 'nl', 'fr', 'de'], 2);
    expect(files.map((file) => [file.name, file.entries.length])).toEqual([
      ['nl-1.xml', 2],
      ['nl-2.xml', 2],
      ['nl-3.xml', 1],
    ]);
    expect(() => sitemapFiles(entries, ['nl'], 0)).toThrow(RangeError);
    expect(SITEMAP_FILE_NAME.test('nl-3.xml.gz')).toBe(true);
    for (const name of [
      'nl-0.xml.gz',
      'nl-1.xml',
      '../nl-1.xml.gz',
      'nl-1.xml.gz/',
      'xx-1-1.xml.gz',
    ])
      expect(SITEMAP_FILE_NAME.test(name), name).toBe(false);
  });

  it('carries ETags that change with the content', () => {
    const a = buildSitemapSet(
      [entry(new URL('https://a.example'), 'en', '')],
      new URL('https://a.example'),
    );
    const b = buildSitemapSet(
      [entry(new URL('https://b.example'), 'en', '')],
      new URL('https://b.example'),
    );
    expect(a.index.etag).toMatch(/^"[\w-]+"$/);
    expect(b.index.etag).not.toBe(a.index.etag);
    expect(b.files.get('en-1.xml.gz')!.etag).not.toBe(a.files.get('en-1.xml.gz')!.etag);
  });

  it('answers 304 to a client holding the ETag, else the bytes with their type', async () => {
    const { sitemapResponse } = await import('@/lib/seo/sitemap-response');
    const body = { bytes: new Uint8Array([1, 2, 3]), etag: '"abc"' };
    const fresh = sitemapResponse(new Request('https://s.example/x'), body, 'application/gzip');
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('content-type')).toBe('application/gzip');
    expect(fresh.headers.get('etag')).toBe('"abc"');
    expect(new Uint8Array(await fresh.arrayBuffer())).toEqual(body.bytes);
    const held = sitemapResponse(
      new Request('https://s.example/x', { headers: { 'if-none-match': '"zz", "abc"' } }),
      body,
      'application/gzip',
    );
    expect(held.status).toBe(304);
  });
});

describe("the site's sitemap", () => {
  it('gives every entry a lastmod day: lists, projects, content and service pages included', async () => {
    const { siteSitemapEntries } = await import('@/lib/seo/site-sitemap');
    const entries = siteSitemapEntries(new URL('http://localhost:3000'));
    expect(entries.length).toBeGreaterThan(100);
    const undated = entries.filter(
      (entry) => !/^\d{4}-\d{2}-\d{2}$/.test(String(entry.lastModified ?? '')),
    );
    expect(undated.map((entry) => entry.url)).toEqual([]);
  });

  it('dates a list by the latest change of what it lists', async () => {
    const { latestDay } = await import('@/lib/seo/sitemap');
    expect(latestDay(['2026-01-02T10:00:00Z', null, '2026-03-01', undefined])).toBe('2026-03-01');
    expect(latestDay([])).toBeUndefined();
  });
});
