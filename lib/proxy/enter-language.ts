import { NextResponse, type NextRequest } from 'next/server';
import { isProduction } from '@/lib/config';
import { resolveDetail } from '@/lib/data/canonical';
import { routeHref } from '@/lib/i18n/href';
import { matchLegacyPath } from '@/lib/i18n/match-route';
import { GUESSED_LOCALE_COOKIE, isGuess, resolveLocale } from '@/lib/i18n/resolve-locale';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, routing } from '@/lib/i18n/routing';
import { detailLookup } from './detail';
import { localizedUrl, notFoundIn } from './responses';

/** The query to carry into the language: without `lng`, and without the stray `/` of `/Qui-sommes-nous?/`. */
function carriedQuery(searchParams: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams(searchParams);
  query.delete('lng');
  for (const [key, value] of [...query]) {
    if (value === '' && /^(\/|%2F)$/i.test(key)) query.delete(key);
  }
  return query;
}

/**
 * For a path without a language (`/`, `/for-sale/`, a path of the spec's route table in
 * any language and letter case): one temporary redirect (307: where it leads depends on the
 * visitor, so no cache may keep it) to the page in the visitor's language — `lng`, cookie, browser,
 * default. `lng` is remembered in the cookie; a guess is marked so that the page can honour a
 * choice stored in localStorage (GUESSED_LOCALE_COOKIE). A missing file (`/wp-login.php`) is the
 * 404 at once, not a redirect.
 */
export function enterLanguage(request: NextRequest): NextResponse {
  const { pathname, searchParams } = request.nextUrl;
  const { locale, source } = resolveLocale(
    {
      pathname,
      lng: searchParams.get('lng'),
      cookie: request.cookies.get(LOCALE_COOKIE)?.value,
      acceptLanguage: request.headers.get('accept-language'),
    },
    routing.locales,
    routing.defaultLocale,
  );
  const query = carriedQuery(searchParams);
  const legacy = matchLegacyPath(pathname);
  if (!legacy && pathname.replace(/\/$/, '').split('/').pop()?.includes('.'))
    return notFoundIn(request, locale);
  const detail = legacy && resolveDetail(legacy, locale, detailLookup);
  const href =
    detail?.status === 'redirect' ? detail.href : legacy && routeHref(legacy.route, legacy.params);
  const target = href
    ? localizedUrl(request, locale, href, query)
    : new URL(
        `/${locale}${pathname.replace(/\/?$/, '/')}${query.size > 0 ? `?${query}` : ''}`,
        request.url,
      );

  const response = NextResponse.redirect(target, 307);
  const cookie = { path: '/', sameSite: 'lax', secure: isProduction() } as const;
  if (source === 'query') {
    response.cookies.set(LOCALE_COOKIE, locale, { ...cookie, maxAge: LOCALE_COOKIE_MAX_AGE });
  } else if (isGuess(source)) {
    // only the page can read a stored i18nextLng (locale-memory.tsx); 60 s is enough to arrive
    response.cookies.set(GUESSED_LOCALE_COOKIE, '1', { ...cookie, maxAge: 60 });
  }
  return response;
}
