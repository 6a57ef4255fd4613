import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import {
  isGuess,
  localeFromPath,
  localeToRestore,
  lowerCaseLocalePath,
  parseAcceptLanguage,
  resolveLocale,
} from '@/lib/i18n/resolve-locale';

const ALL: Locale[] = ['fr', 'nl', 'en', 'de'];

describe('resolveLocale', () => {
  it('takes an enabled language in the first path segment over everything else', () => {
    expect(
      resolveLocale(
        { pathname: '/de/kontakt/', lng: 'nl', cookie: 'en', acceptLanguage: 'fr' },
        ALL,
        'fr',
      ),
    ).toEqual({ locale: 'de', source: 'path' });
  });

  it('then takes the lng query parameter', () => {
    expect(
      resolveLocale(
        { pathname: '/contact/', lng: 'nl', cookie: 'en', acceptLanguage: 'de' },
        ALL,
        'fr',
      ),
    ).toEqual({
      locale: 'nl',
      source: 'query',
    });
  });

  it('then the locale cookie', () => {
    expect(
      resolveLocale(
        { pathname: '/contact/', lng: null, cookie: 'en', acceptLanguage: 'de' },
        ALL,
        'fr',
      ),
    ).toEqual({
      locale: 'en',
      source: 'cookie',
    });
  });

  it('then the choice stored in localStorage (i18nextLng), before the browser languages', () => {
    expect(
      resolveLocale({ pathname: '/', cookie: 'en', storage: 'nl', acceptLanguage: 'de' }, ALL, 'fr')
        .source,
    ).toBe('cookie');
    expect(
      resolveLocale({ pathname: '/', storage: 'nl', acceptLanguage: 'de' }, ALL, 'fr'),
    ).toEqual({ locale: 'nl', source: 'storage' });
    expect(resolveLocale({ pathname: '/', storage: 'en-US' }, ALL, 'fr')).toEqual({
      locale: 'en',
      source: 'storage',
    });
    expect(
      resolveLocale({ pathname: '/', storage: 'es', acceptLanguage: 'de' }, ALL, 'fr').source,
    ).toBe('header');
  });

  it('then the browser languages, by preference', () => {
    expect(
      resolveLocale(
        { pathname: '/', acceptLanguage: 'es-ES,es;q=0.9,de-BE;q=0.8,nl;q=0.7' },
        ALL,
        'fr',
      ),
    ).toEqual({ locale: 'de', source: 'header' });
  });

  it('falls back to the default language', () => {
    expect(resolveLocale({ pathname: '/', acceptLanguage: 'es,it;q=0.5' }, ALL, 'fr')).toEqual({
      locale: 'fr',
      source: 'default',
    });
    expect(resolveLocale({ pathname: '/' }, ALL, 'fr')).toEqual({
      locale: 'fr',
      source: 'default',
    });
  });

  it('ignores values that name a disabled or unknown language', () => {
    const enabled: Locale[] = ['fr', 'nl'];
    expect(
      resolveLocale(
        { pathname: '/en/for-sale/', lng: 'de', cookie: 'xx', acceptLanguage: 'en,nl;q=0.4' },
        enabled,
        'fr',
      ),
    ).toEqual({ locale: 'nl', source: 'header' });
  });

  it('accepts region variants and upper case in lng and the cookie', () => {
    expect(resolveLocale({ pathname: '/', lng: 'NL-be' }, ALL, 'fr').locale).toBe('nl');
    expect(resolveLocale({ pathname: '/', cookie: 'de_DE' }, ALL, 'fr').locale).toBe('de');
  });
});

describe('localeFromPath', () => {
  it('reads only the first segment, and only exact language codes', () => {
    expect(localeFromPath('/nl/te-koop/', ALL)).toBe('nl');
    expect(localeFromPath('/nlx/', ALL)).toBeNull();
    expect(localeFromPath('/for-sale/nl/', ALL)).toBeNull();
    expect(localeFromPath('/', ALL)).toBeNull();
  });
});

describe('lowerCaseLocalePath', () => {
  it('lowers a language code written in another case, and nothing else of the path', () => {
    expect(lowerCaseLocalePath('/FR/Contact/', ALL)).toBe('/fr/Contact/');
    expect(lowerCaseLocalePath('/De', ALL)).toBe('/de');
    expect(lowerCaseLocalePath('/nL/te-koop/', ALL)).toBe('/nl/te-koop/');
  });

  it('is null for a right path, another segment, or a language that is not enabled', () => {
    expect(lowerCaseLocalePath('/fr/contact/', ALL)).toBeNull();
    expect(lowerCaseLocalePath('/FRA/', ALL)).toBeNull();
    expect(lowerCaseLocalePath('/Contact/', ALL)).toBeNull();
    expect(lowerCaseLocalePath('/', ALL)).toBeNull();
    expect(lowerCaseLocalePath('/DE/', ['fr', 'nl'])).toBeNull();
  });
});

describe('parseAcceptLanguage', () => {
  it('orders ranges by quality, keeping header order for ties, and drops q=0', () => {
    expect(parseAcceptLanguage('fr;q=0.5, en-GB, de;q=0.9, nl;q=0, it;q=0.9')).toEqual([
      'en-gb',
      'de',
      'it',
      'fr',
    ]);
  });

  it('survives malformed headers', () => {
    expect(parseAcceptLanguage(' , ;q=1, en;q=abc')).toEqual([]);
  });
});

describe('a stored choice after a guessed redirect', () => {
  it('counts only the browser languages and the default as a guess', () => {
    expect(isGuess('header')).toBe(true);
    expect(isGuess('default')).toBe(true);
    expect(isGuess('cookie')).toBe(false);
    expect(isGuess('query')).toBe(false);
    expect(isGuess('path')).toBe(false);
  });

  it('moves the page to the stored language when the proxy guessed another', () => {
    expect(localeToRestore({ guessed: true, stored: 'nl', current: 'en' }, ALL)).toBe('nl');
    expect(localeToRestore({ guessed: true, stored: 'de-DE', current: 'fr' }, ALL)).toBe('de');
  });

  it('stays put without a guess, without a stored choice, or when they agree', () => {
    expect(localeToRestore({ guessed: false, stored: 'nl', current: 'en' }, ALL)).toBeNull();
    expect(localeToRestore({ guessed: true, stored: null, current: 'en' }, ALL)).toBeNull();
    expect(localeToRestore({ guessed: true, stored: 'en', current: 'en' }, ALL)).toBeNull();
  });

  it('ignores a stored language that is not enabled', () => {
    expect(
      localeToRestore({ guessed: true, stored: 'de', current: 'fr' }, ['fr', 'nl']),
    ).toBeNull();
    expect(localeToRestore({ guessed: true, stored: 'es', current: 'fr' }, ALL)).toBeNull();
  });
});
