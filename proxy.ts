import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { getPathname } from '@/lib/i18n/navigation';
import { matchLegacyPath } from '@/lib/i18n/match-route';
import { localeFromPath, resolveLocale } from '@/lib/i18n/resolve-locale';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, routing } from '@/lib/i18n/routing';

const localizedRouting = createMiddleware(routing);

/**
 * Language and translated paths, before rendering. A path that starts with an enabled language
 * is next-intl's: it maps the translated path to its route. Any other path is redirected once to
 * the localized page in the visitor's language (§4 order: `lng`, cookie, browser, default).
 */
export default function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (localeFromPath(pathname, routing.locales)) return localizedRouting(request);

  const lng = searchParams.get('lng');
  const { locale, source } = resolveLocale(
    {
      pathname,
      lng,
      cookie: request.cookies.get(LOCALE_COOKIE)?.value,
      acceptLanguage: request.headers.get('accept-language'),
    },
    routing.locales,
    routing.defaultLocale,
  );

  const query = new URLSearchParams(searchParams);
  query.delete('lng');
  // `/Qui-sommes-nous?/` of the legacy route table arrives with "/" as a query parameter.
  for (const [key, value] of [...query]) {
    if (value === '' && /^(\/|%2F)$/i.test(key)) query.delete(key);
  }
  const match = matchLegacyPath(pathname);
  let localizedPathname = match
    ? getPathname({ locale, href: { pathname: match.route, params: match.params } as never })
    : `/${locale}${pathname === '/' ? '' : pathname}`;
  if (!localizedPathname.endsWith('/')) localizedPathname += '/';
  const search = query.size > 0 ? `?${query.toString()}` : '';
  const target = new URL(`${localizedPathname}${search}`, request.url);

  // Temporary: where it leads depends on the visitor's language, so no cache may keep it.
  const response = NextResponse.redirect(target, 307);
  if (source === 'query') {
    response.cookies.set(LOCALE_COOKIE, locale, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' });
  }
  return response;
}

export const config = {
  // Everything but Next's own files, API routes and files with an extension (public assets).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
