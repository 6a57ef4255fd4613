import { describe, expect, it } from 'vitest';
import { localizedHref } from '@/lib/i18n/href';
import { getPathname } from '@/lib/i18n/navigation';

describe('localized link addresses', () => {
  it('are the translated path with the trailing slash every page has', () => {
    expect(localizedHref('fr', '/for-sale')).toBe('/fr/a-vendre/');
    expect(localizedHref('nl', '/')).toBe('/nl/');
    expect(localizedHref('de', { pathname: '/for-rent/[city]/[slug]/[id]', params: { city: 'namur', slug: 'maison', id: '42' } })).toBe(
      '/de/zu-vermieten/namur/maison/42/',
    );
  });

  it('keep a query after the slash, not before it', () => {
    expect(localizedHref('fr', { pathname: '/for-sale', query: { page: '2', type: ['1', '3'] } })).toBe('/fr/a-vendre/?page=2&type=1&type=3');
  });

  it('come with the slash from getPathname too, so forms, redirects and search rows need no 308', () => {
    expect(getPathname({ locale: 'de', href: '/' })).toBe('/de/');
    expect(getPathname({ locale: 'fr', href: { pathname: '/', query: { lng: 'fr' } } })).toBe('/fr/?lng=fr');
    expect(getPathname({ locale: 'nl', href: '/newsletter' })).toBe('/nl/nieuwsbrief/');
    expect(getPathname({ locale: 'en', href: { pathname: '/contact', query: { property: '42' } } })).toBe('/en/contact/?property=42');
  });
});
