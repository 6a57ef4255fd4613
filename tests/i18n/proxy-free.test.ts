import { describe, expect, it } from 'vitest';
import { config } from '@/proxy';
import { proxyFreeRewrites, proxyMatcher } from '@/lib/i18n/proxy-free';

/** Whether Next.js would run the proxy for a GET of this path (the matcher's first entry). */
function runsProxy(path: string): boolean {
  const source = config.matcher[0]!.source;
  return new RegExp(`^${source}$`).test(path);
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
