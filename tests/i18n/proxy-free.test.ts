import { describe, expect, it } from 'vitest';
import { config } from '@/proxy';
import { isPublicFilePath, proxyFreeRewrites, proxyMatcher } from '@/lib/i18n/proxy-free';

/** Whether Next.js would run the proxy for a GET of this path (the matcher's first entry). */
function runsProxy(path: string): boolean {
  const source = config.matcher[0]!.source;
  return new RegExp(`^${source}$`).test(path);
}

/** Whether it would run the proxy for a request to this path with this one header. */
function runsProxyWith(path: string, header: string): boolean {
  return config.matcher.some(
    (entry) =>
      (!('has' in entry) || (entry.has ?? []).some((has) => has.key === header)) &&
      new RegExp(`^${entry.source}$`).test(path),
  );
}

describe('pages served without the proxy', () => {
  it('proxy.ts carries exactly the matcher built from the path table', () => {
    expect(config.matcher).toEqual(proxyMatcher());
  });

  it('are the exact translated paths of prerendered pages, in their own language, with the slash', () => {
    for (const path of [
      '/fr/',
      '/nl/over-ons/',
      '/de/datenschutzerklaerung/',
      '/en/projects/',
      '/en/',
    ]) {
      expect(runsProxy(path), path).toBe(false);
    }
  });

  it('leave every other path to the proxy: lists, forms, other spellings, no slash, unprefixed', () => {
    for (const path of [
      '/',
      '/fr',
      '/fr/a-vendre/',
      '/fr/contact/',
      '/fr/about-us/',
      '/fr/over-ons/',
      '/nl/qui-sommes-nous/',
      '/fr/for-sale/liege/maison/4106/',
      '/fr/a-vendre/liege/maison/4106',
      '/fr/a-vendre/liege/maison/abc/',
      '/fr/bien/4106/',
      '/fr/a-vendre/liege/maison/4106/',
      '/de/drucken/4106/',
      '/fr/qui-sommes-nous/extra/',
      '/xx/',
      '/for-sale/',
    ]) {
      expect(runsProxy(path), path).toBe(true);
    }
  });

  it('map each translated path to its route folder', () => {
    const rewrites = proxyFreeRewrites();
    expect(rewrites).toContainEqual({ source: '/fr/projets/', destination: '/fr/projects/' });
    expect(rewrites).toContainEqual({ source: '/de/ueber-uns/', destination: '/de/about-us/' });
    // English paths are the folder names already
    expect(rewrites.filter((rewrite) => rewrite.source.startsWith('/en/'))).toEqual([]);
    expect(rewrites.find((rewrite) => rewrite.source === '/fr/')).toBeUndefined();
  });
});

describe('paths the proxy guards (issue 33: a dot in the path skipped every guard)', () => {
  const pages = [
    '/fr/for-sale/results/k123.x/',
    '/fr/a-vendre/x.y/',
    '/en/contact.php/',
    '/fr/.env',
    '/wp-login.php',
    '/index.html',
    '/apix/',
    '/api.php',
    '/_nextx/',
    '/_next',
    '/mediax/a.jpg',
    '/robots.txt/',
    '/FR/contact/',
  ];

  it('are every path of a page, with or without a dot in it', () => {
    for (const path of pages) expect(runsProxy(path), path).toBe(true);
  });

  it("leave Next.js's files, the API routes, the public files and pictures to themselves", () => {
    for (const path of [
      '/_next/static/chunks/app.js',
      '/_next/image',
      '/api/views',
      '/api/alerts/unsubscribe/',
      '/media/listings/4101/1.jpg',
      '/media/imported/abc-600.jpg',
      '/images/epc/flanders/a.png',
      '/brand/icon.svg',
      '/robots.txt',
      '/sitemap.xml',
      '/favicon.ico',
    ]) {
      expect(runsProxy(path), path).toBe(false);
      expect(isPublicFilePath(path) || /^\/(_next|api)\//.test(path), path).toBe(true);
    }
  });

  it('see every request with a body or a server action call, whichever header tells it, also to a proxy-free page or a public file', () => {
    for (const path of [
      ...pages,
      '/en/',
      '/fr/projets/',
      '/media/contact/',
      '/brand/icon.svg',
      '/robots.txt',
    ]) {
      for (const header of ['content-type', 'content-length', 'transfer-encoding', 'next-action'])
        expect(runsProxyWith(path, header), `${header} ${path}`).toBe(true);
    }
    expect(runsProxyWith('/api/views', 'content-type')).toBe(false);
    expect(runsProxyWith('/_next/image', 'content-length')).toBe(false);
  });

  it('know a public file from a page', () => {
    expect(isPublicFilePath('/media/listings/4101/1.jpg')).toBe(true);
    expect(isPublicFilePath('/robots.txt')).toBe(true);
    expect(isPublicFilePath('/media')).toBe(false);
    expect(isPublicFilePath('/fr/robots.txt')).toBe(false);
    expect(isPublicFilePath('/fr/a-vendre/')).toBe(false);
  });
});
