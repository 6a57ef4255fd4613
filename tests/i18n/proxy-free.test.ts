import { describe, expect, it } from 'vitest';
import { isProxyFreePath, proxyFreeRewrites } from '@/lib/i18n/proxy-free';
import { routeRequest } from '@/proxy';
import { requestOf, rewriteOf } from '../proxy/support';

describe('pages served without the rest of the proxy', () => {
  it('are the exact translated paths of prerendered pages, in their own language, with the slash', () => {
    for (const path of [
      '/fr/',
      '/nl/over-ons/',
      '/de/datenschutzerklaerung/',
      '/en/projects/',
      '/en/',
      '/fr/qui-sommes-nous/',
    ]) {
      expect(isProxyFreePath(path), path).toBe(true);
      // let through at once: no redirect, and no rewrite (next.config.ts's rewrite maps the path)
      const response = routeRequest(requestOf(path));
      expect(response.headers.get('x-middleware-next'), path).toBe('1');
      expect(rewriteOf(response), path).toBeNull();
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
      '/fr/bien/4106/',
      '/de/drucken/4106/',
      '/fr/qui-sommes-nous/extra/',
      '/FR/',
      '/xx/',
      '/for-sale/',
    ]) {
      expect(isProxyFreePath(path), path).toBe(false);
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
