import { describe, expect, it } from 'vitest';
import { config } from '@/proxy';
import { isPublicFilePath, proxyMatcher } from '@/lib/proxy/matcher';

/** Whether Next.js would run the proxy for a GET of this path (the matcher's first entry). */
function runsProxy(path: string): boolean {
  return new RegExp(`^${config.matcher[0]!.source}$`).test(path);
}

/** Whether it would run the proxy for a request to this path with this one header. */
function runsProxyWith(path: string, header: string): boolean {
  return config.matcher.some(
    (entry) =>
      (!('has' in entry) || (entry.has ?? []).some((has) => has.key === header)) &&
      new RegExp(`^${entry.source}$`).test(path),
  );
}

describe("the proxy's matcher", () => {
  it('is in proxy.ts exactly as lib/proxy/matcher.ts builds it', () => {
    expect(config.matcher).toEqual(proxyMatcher());
  });

  it('names no page path: the translated path table is nowhere in it', () => {
    const sources = config.matcher.map((entry) => entry.source).join(' ');
    for (const segment of ['qui-sommes-nous', 'over-ons', 'about-us', 'fr/', 'en/'])
      expect(sources, segment).not.toContain(segment);
  });

  const pages = [
    '/',
    '/fr',
    '/fr/',
    '/nl/over-ons/',
    '/fr/a-vendre/',
    '/fr/about-us/',
    '/fr/a-vendre/liege/maison/4106',
    '/xx/',
    '/for-sale/',
    // issue 33: a dot in a page's path skipped every guard
    '/fr/for-sale/results/k123.x/',
    '/fr/a-vendre/x.y/',
    '/en/contact.php/',
    '/fr/.env',
    '/wp-login.php',
    '/apix/',
    '/api.php',
    '/_nextx/',
    '/_next',
    '/mediax/a.jpg',
    '/robots.txt/',
    '/FR/contact/',
  ];

  it('runs the proxy for every path of a page, with or without a dot in it', () => {
    for (const path of pages) expect(runsProxy(path), path).toBe(true);
  });

  it("leaves Next.js's files, the API routes, the public files and pictures to themselves", () => {
    for (const path of [
      '/_next/static/chunks/app.js',
      '/_next/image',
      '/api/views',
      '/api/alerts/unsubscribe/',
      '/media/listings/4101/1.jpg',
      '/images/epc/flanders/a.png',
      '/brand/icon.svg',
      '/robots.txt',
      '/sitemap.xml',
      '/sitemaps/fr-1.xml.gz',
      '/favicon.ico',
    ]) {
      expect(runsProxy(path), path).toBe(false);
      expect(isPublicFilePath(path) || /^\/(_next|api)\//.test(path), path).toBe(true);
    }
  });

  it('sees every request with a body or an action call, also to a public file', () => {
    for (const path of [...pages, '/media/contact/', '/brand/icon.svg', '/robots.txt']) {
      for (const header of ['content-type', 'content-length', 'transfer-encoding', 'next-action'])
        expect(runsProxyWith(path, header), `${header} ${path}`).toBe(true);
    }
    expect(runsProxyWith('/api/views', 'content-type')).toBe(false);
    expect(runsProxyWith('/_next/image', 'content-length')).toBe(false);
  });

  it('knows a public file from a page', () => {
    expect(isPublicFilePath('/media/listings/4101/1.jpg')).toBe(true);
    expect(isPublicFilePath('/robots.txt')).toBe(true);
    expect(isPublicFilePath('/media')).toBe(false);
    expect(isPublicFilePath('/fr/robots.txt')).toBe(false);
    expect(isPublicFilePath('/fr/a-vendre/')).toBe(false);
  });
});
