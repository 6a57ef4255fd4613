import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { getListing, getProject, listProjects, search } from '@/lib/data';
import { listingHref, projectHref, resolveDetail } from '@/lib/data/canonical';
import { getPathname } from '@/lib/i18n/navigation';
import { routeRequest as proxy } from '@/proxy';

const lookup = { listing: getListing, project: getProject };
const forRent = search('fr', { goal: 'rent' }).items[0]!;
const project = listProjects('nl')[0]!;

function request(path: string, headers: Record<string, string> = {}) {
  return proxy(
    new NextRequest(new URL(path, 'http://localhost:3000'), {
      headers,
      nextConfig: { trailingSlash: true },
    }),
  );
}

function locationOf(response: Response): string {
  const url = new URL(response.headers.get('location')!);
  return url.pathname + url.search;
}

function pathOf(locale: 'en' | 'nl' | 'fr' | 'de', href: ReturnType<typeof listingHref>): string {
  return getPathname({ locale, href: href as never });
}

describe('canonical detail addresses', () => {
  it('put goal, city, slug and id in a listing path, in the language of the listing', () => {
    const listing = getListing(forRent.id, 'fr')!;
    expect(pathOf('fr', listingHref(listing))).toBe(
      `/fr/a-louer/${listing.place.citySlug}/${listing.slug}/${listing.id}/`,
    );
    const dutch = getListing(forRent.id, 'nl')!;
    expect(pathOf('nl', listingHref(dutch))).toBe(
      `/nl/te-huur/${dutch.place.citySlug}/${dutch.slug}/${dutch.id}/`,
    );
  });

  it('accept the canonical path, redirect a short or wrong one, and miss an unknown id', () => {
    const href = listingHref(forRent);
    expect(resolveDetail({ route: href.pathname, params: href.params }, 'fr', lookup)).toEqual({
      status: 'ok',
    });
    expect(
      resolveDetail({ route: '/property/[id]', params: { id: String(forRent.id) } }, 'fr', lookup),
    ).toEqual({ status: 'redirect', href });
    expect(
      resolveDetail(
        { route: '/for-sale/[city]/[slug]/[id]', params: { ...href.params, slug: 'old-title' } },
        'fr',
        lookup,
      ),
    ).toEqual({ status: 'redirect', href });
    expect(
      resolveDetail({ route: '/property/[id]', params: { id: '999999' } }, 'fr', lookup),
    ).toEqual({ status: 'missing', kind: 'for-sale' });
    expect(
      resolveDetail(
        { route: '/for-rent/[city]/[slug]/[id]', params: { ...href.params, id: '999999' } },
        'fr',
        lookup,
      ),
    ).toEqual({ status: 'missing', kind: 'for-rent' });
    expect(
      resolveDetail({ route: '/project/[id]', params: { id: '999999' } }, 'fr', lookup),
    ).toEqual({ status: 'missing', kind: 'project' });
    expect(resolveDetail({ route: '/contact', params: {} }, 'fr', lookup)).toBeNull();
    expect(
      resolveDetail({ route: '/print/[id]', params: { id: String(forRent.id) } }, 'fr', lookup),
    ).toEqual({ status: 'ok' });
    expect(resolveDetail({ route: '/print/[id]', params: { id: '999999' } }, 'fr', lookup)).toEqual(
      { status: 'missing', kind: 'for-sale' },
    );
  });

  it('redirect /property/{id}/ once (308) to the canonical path, and a wrong slug too', () => {
    const canonical = pathOf('fr', listingHref(forRent));
    const short = request(`/fr/bien/${forRent.id}/`);
    expect(short.status).toBe(308);
    expect(locationOf(short)).toBe(canonical);
    const wrong = request(`/fr/a-vendre/ailleurs/mauvais-titre/${forRent.id}/?ref=mail`);
    expect(wrong.status).toBe(308);
    expect(locationOf(wrong)).toBe(`${canonical}?ref=mail`);
  });

  it('send the legacy /property/{id}/ straight to the canonical path in the visitor language', () => {
    const english = getListing(forRent.id, 'en')!;
    const response = request(`/property/${forRent.id}/`, { 'accept-language': 'en' });
    expect(response.status).toBe(307);
    expect(locationOf(response)).toBe(pathOf('en', listingHref(english)));
  });

  it('serve the canonical path, and answer an unknown id with the property not-found page', () => {
    const canonical = pathOf('de', listingHref(getListing(forRent.id, 'de')!));
    const served = request(canonical);
    expect(served.status).toBe(200);
    expect(new URL(served.headers.get('x-middleware-rewrite')!).pathname).toContain(
      `/de/for-rent/`,
    );
    const missing = request('/de/zu-vermieten/gent/irgendwas/999999/');
    expect(missing.status).toBe(404);
    expect(new URL(missing.headers.get('x-middleware-rewrite')!).pathname).toBe(
      '/de/page-not-found/for-rent/',
    );
    const short = request('/en/property/999999/');
    expect(short.status).toBe(404);
    expect(new URL(short.headers.get('x-middleware-rewrite')!).pathname).toBe(
      '/en/page-not-found/for-sale/',
    );
    const other = request('/en/no-such-page/');
    expect(
      new URL(other.headers.get('x-middleware-rewrite')!).pathname,
      'a path that names no page keeps the generic 404',
    ).toBe('/en/page-not-found/');
  });

  it('give projects the same treatment', () => {
    const canonical = getPathname({ locale: 'nl', href: projectHref(project) as never });
    expect(canonical).toBe(
      `/nl/projecten/${project.place.citySlug}/${project.slug}/${project.id}/`,
    );
    expect(locationOf(request(`/nl/project/${project.id}/`))).toBe(canonical);
    const missing = request('/nl/project/999/');
    expect(missing.status).toBe(404);
    expect(new URL(missing.headers.get('x-middleware-rewrite')!).pathname).toBe(
      '/nl/page-not-found/project/',
    );
    expect(
      new URL(request('/fr/projets/ville/titre/999/').headers.get('x-middleware-rewrite')!)
        .pathname,
    ).toBe('/fr/page-not-found/project/');
  });
});
