import { isLocale, type Locale } from './locales';

export type LocaleSource = 'path' | 'query' | 'cookie' | 'storage' | 'header' | 'default';

export type LocaleRequest = {
  pathname: string;
  /** The `lng` query parameter. */
  lng?: string | null;
  /** The locale cookie. */
  cookie?: string | null;
  /** `localStorage.i18nextLng`: only the browser knows it (the proxy leaves it out). */
  storage?: string | null;
  /** The Accept-Language header. */
  acceptLanguage?: string | null;
};

/** The language named by the first path segment, when it is enabled. */
export function localeFromPath(pathname: string, enabled: readonly Locale[]): Locale | null {
  const first = pathname.split('/')[1] ?? '';
  return isLocale(first) && enabled.includes(first) ? first : null;
}

/**
 * The path with its language code in lower case, when the first segment names an enabled
 * language in another case (`/FR/contact/`, `/Nl`): null when it is already right or no language.
 * Without it, `/FR/contact/` counted as a path without a language and went to `/fr/FR/contact/`.
 */
export function lowerCaseLocalePath(pathname: string, enabled: readonly Locale[]): string | null {
  const first = pathname.split('/')[1] ?? '';
  const lower = first.toLowerCase();
  if (first === lower || !localeFromPath(`/${lower}`, enabled)) return null;
  return `/${lower}${pathname.slice(first.length + 1)}`;
}

/** Language ranges of an Accept-Language header, most preferred first (RFC 9110 q-values). */
export function parseAcceptLanguage(header: string): string[] {
  return header
    .split(',')
    .map((part, order) => {
      const [range = '', ...parameters] = part.trim().split(';');
      const qualityParameter = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = qualityParameter ? Number(qualityParameter.slice(2)) : 1;
      return {
        range: range.trim().toLowerCase(),
        quality: Number.isFinite(quality) ? quality : 0,
        order,
      };
    })
    .filter((entry) => entry.range !== '' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order)
    .map((entry) => entry.range);
}

function enabledMatch(value: string | null | undefined, enabled: readonly Locale[]): Locale | null {
  if (!value) return null;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) && enabled.includes(primary) ? primary : null;
}

/**
 * The visitor's language, in the product's order: an enabled language as first path segment, the
 * `lng` query parameter, the locale cookie, the stored choice (`i18nextLng`), the browser's
 * languages, then the default.
 */
export function resolveLocale(
  request: LocaleRequest,
  enabled: readonly Locale[],
  defaultLocale: Locale,
): { locale: Locale; source: LocaleSource } {
  const fromPath = localeFromPath(request.pathname, enabled);
  if (fromPath) return { locale: fromPath, source: 'path' };
  const fromQuery = enabledMatch(request.lng, enabled);
  if (fromQuery) return { locale: fromQuery, source: 'query' };
  const fromCookie = enabledMatch(request.cookie, enabled);
  if (fromCookie) return { locale: fromCookie, source: 'cookie' };
  const fromStorage = enabledMatch(request.storage, enabled);
  if (fromStorage) return { locale: fromStorage, source: 'storage' };
  for (const range of parseAcceptLanguage(request.acceptLanguage ?? '')) {
    const fromHeader = enabledMatch(range, enabled);
    if (fromHeader) return { locale: fromHeader, source: 'header' };
  }
  return { locale: defaultLocale, source: 'default' };
}

/**
 * Set by the proxy on its redirect of an address without a language when it had to guess (no
 * `lng`, no cookie: the browser's languages or the default). It cannot read localStorage, which
 * Puts before those; the page it leads to can (`localeToRestore`).
 */
export const GUESSED_LOCALE_COOKIE = 'NEXT_LOCALE_GUESSED';

export function isGuess(source: LocaleSource): boolean {
  return source === 'header' || source === 'default';
}

/**
 * The stored choice a page must move to, on arrival from a guessed redirect: the rest of the product's
 * order, with `localStorage.i18nextLng` ranked above the guess. Null when there was no guess, no
 * stored choice, or the guess already matches it — visitors without a stored choice stay put.
 */
export function localeToRestore(
  arrival: { guessed: boolean; stored: string | null; current: Locale },
  enabled: readonly Locale[],
): Locale | null {
  if (!arrival.guessed) return null;
  const { locale, source } = resolveLocale(
    { pathname: '/', storage: arrival.stored },
    enabled,
    arrival.current,
  );
  return source === 'storage' && locale !== arrival.current ? locale : null;
}
