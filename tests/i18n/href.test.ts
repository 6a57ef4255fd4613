import { describe, expect, it } from 'vitest';
import { localizedHref, routeHref } from '@/lib/i18n/href';
import { isSceneKey, isValueKey, isFlowNameKey } from '@/lib/i18n/message-keys';
import { isStaticRoute } from '@/lib/i18n/pathnames';
import { getPathname } from '@/lib/i18n/navigation';

describe('localized link addresses', () => {
  it('are the translated path with the trailing slash every page has', () => {
    expect(localizedHref('fr', '/for-sale')).toBe('/fr/a-vendre/');
    expect(localizedHref('nl', '/')).toBe('/nl/');
    expect(
      localizedHref('de', {
        pathname: '/for-rent/[city]/[slug]/[id]',
        params: { city: 'namur', slug: 'maison', id: '42' },
      }),
    ).toBe('/de/zu-vermieten/namur/maison/42/');
  });

  it('keep a query after the slash, not before it', () => {
    expect(
      localizedHref('fr', { pathname: '/for-sale', query: { page: '2', type: ['1', '3'] } }),
    ).toBe('/fr/a-vendre/?page=2&type=1&type=3');
  });

  it('come with the slash from getPathname too, so forms, redirects and search rows need no 308', () => {
    expect(getPathname({ locale: 'de', href: '/' })).toBe('/de/');
    expect(getPathname({ locale: 'fr', href: { pathname: '/', query: { lng: 'fr' } } })).toBe(
      '/fr/?lng=fr',
    );
    expect(getPathname({ locale: 'nl', href: '/newsletter' })).toBe('/nl/nieuwsbrief/');
    expect(
      getPathname({ locale: 'en', href: { pathname: '/contact', query: { property: '42' } } }),
    ).toBe('/en/contact/?property=42');
  });
});

describe('typed addresses of routes known at run time', () => {
  it('take exactly the params their path names', () => {
    expect(routeHref('/services/[slug]', { slug: 'vente' })).toEqual({
      pathname: '/services/[slug]',
      params: { slug: 'vente' },
    });
    expect(routeHref('/contact', {})).toEqual({ pathname: '/contact' });
    expect(
      localizedHref(
        'nl',
        routeHref('/projects/[city]/[slug]/[id]', { id: '7', slug: 'park', city: 'gent' }),
      ),
    ).toBe('/nl/projecten/gent/park/7/');
  });

  it('refuse a missing, extra or misnamed param', () => {
    expect(() => routeHref('/services/[slug]', {})).toThrow('takes the params [slug]');
    expect(() => routeHref('/contact', { slug: 'x' })).toThrow('takes the params []');
    expect(() => routeHref('/print/[id]', { slug: '1' })).toThrow(
      'takes the params [id], not [slug]',
    );
  });

  it('tell routes without params from the others', () => {
    expect(isStaticRoute('/contact')).toBe(true);
    expect(isStaticRoute('/services/[slug]')).toBe(false);
    expect(isStaticRoute('/no-such-page')).toBe(false);
  });
});

describe('message keys that data names', () => {
  it('are known only when the catalogue has them', () => {
    expect(isSceneKey('living')).toBe(true);
    expect(isSceneKey('swimming-pool')).toBe(false);
    expect(isSceneKey('toString')).toBe(false);
    expect(isValueKey('condition.good')).toBe(true);
    expect(isValueKey('condition.tiles')).toBe(false);
    expect(isValueKey('yes')).toBe(false);
    expect(isValueKey('condition.good.x')).toBe(false);
    expect(isFlowNameKey('visit')).toBe(true);
    expect(isFlowNameKey('page-view')).toBe(false);
  });
});
