import { isProduction, serverEnv } from '@/lib/config';
import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { siteParamTranslations } from '@/lib/content/article-links';
import { getListing, getProject, getRemovedListing, type Goal } from '@/lib/data';
import { resolveDetail, type DetailLookup } from '@/lib/data/canonical';
import { searchKey } from '@/lib/data/search-params';
import { getStore } from '@/lib/data/load';
import { wordsTarget } from '@/lib/words/redirect';
import { exceedsFormLimit, FORM_BODY_LIMIT_BYTES, tooLargePage } from '@/lib/forms/body-limit';
import { routeHref, type RouteHref } from '@/lib/i18n/href';
import { getPathname } from '@/lib/i18n/navigation';
import { matchLegacyPath, matchLocalizedPath, type RouteMatch } from '@/lib/i18n/match-route';
import { hasKnownParams, translateParams } from '@/lib/i18n/param-translations';
import { goneListingRoute, missingDetailRoute, NOT_FOUND_ROUTE } from '@/lib/i18n/pathnames';
import {
  GUESSED_LOCALE_COOKIE,
  isGuess,
  localeFromPath,
  lowerCaseLocalePath,
  resolveLocale,
} from '@/lib/i18n/resolve-locale';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, routing } from '@/lib/i18n/routing';
import type { Locale } from '@/lib/i18n/locales';
import { isPublicFilePath } from '@/lib/i18n/proxy-free';
import { bodyProblem, crossSiteWrite, hostMismatch } from '@/lib/security/request-guard';

const localizedRouting = createMiddleware(routing);
const detailLookup: DetailLookup = {
  listing: getListing,
  project: getProject,
  removed: getRemovedListing,
};
const paramTranslations = siteParamTranslations();

function localizedUrl(
  request: NextRequest,
  locale: Locale,
  href: RouteHref,
  query: URLSearchParams,
): URL {
  let pathname = getPathname({ locale, href });
  if (!pathname.endsWith('/')) pathname += '/';
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return new URL(`${pathname}${search}`, request.url);
}

/** A path inside a language: its page, a redirect to its right spelling, or the translated 404. */
function routeLocalized(request: NextRequest, locale: Locale) {
  const { pathname, searchParams } = request.nextUrl;
  const rest = pathname.slice(locale.length + 1) || '/';
  const match = matchLocalizedPath(rest, locale);
  if (match && hasKnownParams(paramTranslations, match, locale)) {
    // Detail pages: an unknown id is the property's (or project's) 404, a short or outdated address moves to the canonical one.
    const detail = resolveDetail(match, locale, detailLookup);
    if (detail?.status === 'missing')
      return notFoundIn(request, locale, missingDetailRoute(detail.kind));
    if (detail?.status === 'gone')
      return NextResponse.rewrite(
        new URL(`/${locale}${goneListingRoute(detail.id)}/`, request.url),
        { status: 410 },
      );
    if (detail?.status === 'redirect') {
      return NextResponse.redirect(localizedUrl(request, locale, detail.href, searchParams), 308);
    }
    const words = listWords(request, match, locale, searchParams);
    if (words) return words;
    const results = listResults(match, locale, searchParams);
    if (results) return NextResponse.rewrite(new URL(results, request.url));
    return localizedRouting(request);
  }
  const elsewhere = match ?? matchLegacyPath(rest);
  // The path of another language, or a segment of another language (an old or shared link).
  const written =
    elsewhere &&
    routing.locales.find((other) => hasKnownParams(paramTranslations, elsewhere, other));
  if (elsewhere && written) {
    const params = translateParams(paramTranslations, elsewhere, written, locale);
    return NextResponse.redirect(
      localizedUrl(request, locale, routeHref(elsewhere.route, params), searchParams),
      308,
    );
  }
  return notFoundIn(request, locale);
}

const LIST_GOALS: Partial<Record<string, Goal>> = { '/for-sale': 'sale', '/for-rent': 'rent' };

/**
 * A list with a search: its cached results page, under the search's normalised key (the list
 * without a search is prerendered and needs no rewrite).
 */
function listResults(
  match: RouteMatch,
  locale: Locale,
  searchParams: URLSearchParams,
): string | null {
  const goal = LIST_GOALS[match.route];
  if (!goal || searchParams.size === 0) return null;
  const key = searchKey(goal, searchParams);
  return key ? `/${locale}${match.route}/results/${key}/` : null;
}

/**
 * A list asked for with a sentence (`words`, from the home search box or the list's keyword
 * field, with or without JavaScript): 303 to the list of the filters the words give.
 */
function listWords(
  request: NextRequest,
  match: RouteMatch,
  locale: Locale,
  searchParams: URLSearchParams,
): NextResponse | null {
  const goal = LIST_GOALS[match.route];
  if (!goal) return null;
  const target = wordsTarget(getStore(), locale, goal, searchParams);
  if (!target) return null;
  const route = target.goal === 'sale' ? '/for-sale' : '/for-rent';
  return NextResponse.redirect(
    localizedUrl(request, locale, { pathname: route }, target.search),
    303,
  );
}

function notFoundIn(request: NextRequest, locale: Locale, route: string = NOT_FOUND_ROUTE) {
  return NextResponse.rewrite(new URL(`/${locale}${route}/`, request.url), { status: 404 });
}

/**
 * Posts refused before any page or server action runs: from another site's page, or naming
 * another host than the one it is sent to (403), too long whatever its type (413, also a chunked
 * body that names no length), or a form or action payload that cannot be read (400). Next.js
 * would answer the last two, and a cross-site or cross-host server action, with a 500.
 */
function configuredOrigin(): string {
  try {
    return new URL(serverEnv().SITE_URL ?? '').origin;
  } catch {
    return '';
  }
}

async function refuseWrite(
  request: NextRequest,
  locale: Locale | null,
): Promise<NextResponse | null> {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  const own = [
    configuredOrigin(),
    `${request.nextUrl.protocol}//${request.headers.get('host') ?? request.nextUrl.host}`,
  ];
  if (
    crossSiteWrite(request.method, request.headers, own) ||
    hostMismatch(request.method, request.headers)
  )
    return new NextResponse('Forbidden: a request from another site.', { status: 403 });
  const back = `${request.nextUrl.pathname}${request.nextUrl.search}`;
  const tooLarge = () =>
    new NextResponse(tooLargePage(locale ?? routing.defaultLocale, back), {
      status: 413,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
  if (exceedsFormLimit(request.method, request.headers.get('content-length'))) return tooLarge();
  const problem = await bodyProblem(request, FORM_BODY_LIMIT_BYTES);
  if (problem === 413) return tooLarge();
  if (problem === 400)
    return new NextResponse('Bad request: the form could not be read.', { status: 400 });
  return null;
}

/**
 * Language and translated paths, before rendering. A path that starts with an enabled language
 * is served in it (next-intl maps the translated path to its route); any other path is redirected
 * once to the localized page in the visitor's language (order: `lng`, cookie, browser, default;
 * a choice stored in localStorage is honoured by the page, see GUESSED_LOCALE_COOKIE).
 */
export default async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  return (
    (await refuseWrite(request, localeFromPath(pathname, routing.locales))) ??
    // a public file reaches the proxy only with a body: guarded, then served as it is
    (isPublicFilePath(pathname) ? NextResponse.next() : routeRequest(request))
  );
}

/** Where a request goes (the proxy without its refusals; tests call it directly). */
export function routeRequest(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const lowerCased = lowerCaseLocalePath(pathname, routing.locales);
  if (lowerCased) {
    const slashed = lowerCased.endsWith('/') ? lowerCased : `${lowerCased}/`;
    return NextResponse.redirect(new URL(`${slashed}${request.nextUrl.search}`, request.url), 308);
  }
  const prefixLocale = localeFromPath(pathname, routing.locales);
  if (prefixLocale && !pathname.endsWith('/')) {
    return NextResponse.redirect(
      new URL(`${pathname}/${request.nextUrl.search}`, request.url),
      308,
    );
  }
  if (prefixLocale) return routeLocalized(request, prefixLocale);

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

  const query = new URLSearchParams(searchParams);
  query.delete('lng');
  // `/Qui-sommes-nous?/` of the legacy route table arrives with "/" as a query parameter.
  for (const [key, value] of [...query]) {
    if (value === '' && /^(\/|%2F)$/i.test(key)) query.delete(key);
  }
  const legacy = matchLegacyPath(pathname);
  // a missing file (`/apple-touch-icon.png`, `/wp-login.php`) is the 404 at once, not a redirect
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

  // Temporary: where it leads depends on the visitor's language, so no cache may keep it.
  const response = NextResponse.redirect(target, 307);
  const secure = isProduction();
  if (source === 'query') {
    response.cookies.set(LOCALE_COOKIE, locale, {
      path: '/',
      maxAge: LOCALE_COOKIE_MAX_AGE,
      sameSite: 'lax',
      secure,
    });
  } else if (isGuess(source)) {
    // Ranks a stored i18nextLng above the browser's languages; only the page can read it
    // (locale-memory.tsx), and moves on only for a visitor whose stored choice differs.
    response.cookies.set(GUESSED_LOCALE_COOKIE, '1', {
      path: '/',
      maxAge: 60,
      sameSite: 'lax',
      secure,
    });
  }
  return response;
}

export const config = {
  // lib/i18n/proxy-free.ts › proxyMatcher, as a literal (Next.js reads it without running code;
  // tests/i18n/proxy-free.test.ts checks that the two agree): every path but Next's files, API
  // routes, public files and the proxy-free pages; and every request that carries a body or calls
  // a server action, anywhere but Next's files and API routes.
  matcher: [
    {
      source:
        '/((?!(?:_next|api|media|images|brand)/|(?:robots\\.txt|sitemap\\.xml|favicon\\.ico)$|en/(?:|about-us/|services/|privacy-statement/|cookie-policy/|disclaimer/|projects/)$|nl/(?:|over-ons/|diensten/|privacyverklaring/|cookiebeleid/|disclaimer/|projecten/)$|fr/(?:|qui-sommes-nous/|nos-services/|declaration-de-confidentialite/|politique-cookies/|avertissement/|projets/)$|de/(?:|ueber-uns/|leistungen/|datenschutzerklaerung/|cookie-richtlinie/|haftungsausschluss/|projekte/)$).*)',
    },
    { source: '/((?!(?:_next|api)/).*)', has: [{ type: 'header', key: 'content-type' }] },
    { source: '/((?!(?:_next|api)/).*)', has: [{ type: 'header', key: 'content-length' }] },
    { source: '/((?!(?:_next|api)/).*)', has: [{ type: 'header', key: 'transfer-encoding' }] },
    { source: '/((?!(?:_next|api)/).*)', has: [{ type: 'header', key: 'next-action' }] },
  ],
};
