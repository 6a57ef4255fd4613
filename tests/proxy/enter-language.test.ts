import { describe, expect, it } from 'vitest';
import { search } from '@/lib/data';
import { enterLanguage } from '@/lib/proxy/enter-language';
import { locationOf, requestOf, rewriteOf } from './support';

const enter = (path: string, headers: Record<string, string> = {}) =>
  enterLanguage(requestOf(path, { headers }));

describe('enterLanguage', () => {
  it("redirects once (307) to the translated page in the visitor's language, default French", () => {
    const response = enter('/for-sale/', { 'accept-language': 'nl-BE,nl;q=0.9' });
    expect(response.status).toBe(307);
    expect(locationOf(response)).toBe('/nl/te-koop/');
    expect(locationOf(enter('/Privacy-statement/', { 'accept-language': 'de' }))).toBe(
      '/de/datenschutzerklaerung/',
    );
    expect(locationOf(enter('/'))).toBe('/fr/');
    expect(locationOf(enter('/feedback/contact-me'))).toBe('/fr/merci/contact-me/');
  });

  it('takes lng before the cookie and the cookie before the browser, and remembers lng', () => {
    const headers = { cookie: 'NEXT_LOCALE=nl', 'accept-language': 'en' };
    const fromQuery = enter('/contact/?lng=de&type=2', headers);
    expect(locationOf(fromQuery)).toBe('/de/kontakt/?type=2');
    expect(fromQuery.cookies.get('NEXT_LOCALE')?.value).toBe('de');
    const fromCookie = enter('/contact/', headers);
    expect(locationOf(fromCookie)).toBe('/nl/contact/');
    expect(fromCookie.headers.get('set-cookie')).toBeNull();
  });

  it('marks a guess, so that the page can honour a language stored in the browser', () => {
    expect(enter('/', { 'accept-language': 'de' }).cookies.get('NEXT_LOCALE_GUESSED')?.value).toBe(
      '1',
    );
    expect(enter('/?lng=en').cookies.get('NEXT_LOCALE_GUESSED')).toBeUndefined();
  });

  it('drops the stray "/" query of /Qui-sommes-nous?/', () => {
    expect(locationOf(enter('/Qui-sommes-nous?/'))).toBe('/fr/qui-sommes-nous/');
  });

  it('leads a short detail address straight to the canonical one, and an unknown path into the language', () => {
    const listing = search('en', { goal: 'sale' }).items[0]!;
    expect(locationOf(enter(`/property/${listing.id}/`, { 'accept-language': 'en' }))).toBe(
      `/en/for-sale/${listing.place.citySlug}/${listing.slug}/${listing.id}/`,
    );
    expect(locationOf(enter('/no-such-page/', { 'accept-language': 'nl' }))).toBe(
      '/nl/no-such-page/',
    );
  });

  it('answers a missing file with the 404 in the visitor language, not a redirect', () => {
    const response = enter('/wp-login.php', { 'accept-language': 'nl' });
    expect(response.status).toBe(404);
    expect(rewriteOf(response)).toBe('/nl/page-not-found/');
  });
});
