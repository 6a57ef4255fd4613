import { describe, expect, it } from 'vitest';
import { passThrough } from '@/lib/proxy/pass-through';
import { requestOf } from './support';

const passes = (path: string, headers: Record<string, string> = {}) =>
  passThrough(requestOf(path, { headers }))?.headers.get('x-middleware-next') === '1';

describe('passThrough', () => {
  it('lets a proxy-free page through at its exact translated path, in its own language', () => {
    for (const path of [
      '/fr/',
      '/en/',
      '/nl/over-ons/',
      '/de/datenschutzerklaerung/',
      '/fr/qui-sommes-nous/',
      '/en/projects/',
      '/fr/projets/',
    ])
      expect(passes(path), path).toBe(true);
  });

  it('passes on every other spelling, page and request with a body', () => {
    for (const path of [
      '/',
      '/fr',
      '/fr/a-vendre/',
      '/fr/contact/',
      '/fr/about-us/',
      '/fr/over-ons/',
      '/nl/qui-sommes-nous/',
      '/fr/qui-sommes-nous',
      '/FR/',
      '/fr/qui-sommes-nous/extra/',
      '/fr/a-vendre/liege/maison/4106/',
      '/for-sale/',
    ])
      expect(passThrough(requestOf(path)), path).toBeNull();
    expect(
      passThrough(requestOf('/en/', { headers: { 'content-type': 'text/plain' } })),
    ).toBeNull();
    expect(passThrough(requestOf('/fr/projets/', { headers: { 'next-action': 'x' } }))).toBeNull();
  });

  it('lets a public file through as it is (it reaches the proxy only with a body)', () => {
    expect(passes('/brand/icon.svg', { 'content-type': 'text/plain' })).toBe(true);
    expect(passes('/robots.txt', { 'content-length': '3' })).toBe(true);
  });
});
