import { NextResponse, type NextRequest } from 'next/server';
import type { RouteHref } from '@/lib/i18n/href';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { NOT_FOUND_ROUTE } from '@/lib/i18n/pathnames';
import { withTrailingSlash } from '@/lib/i18n/trailing-slash';

/** The absolute address of a route in a language, with the trailing slash and the given query. */
export function localizedUrl(
  request: NextRequest,
  locale: Locale,
  href: RouteHref,
  query: URLSearchParams,
): URL {
  const pathname = withTrailingSlash(getPathname({ locale, href }));
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return new URL(`${pathname}${search}`, request.url);
}

/**
 * The translated 404 (or the not-found page of a detail kind), rewritten to with status 404:
 * Next.js 16 would send a page that calls notFound() as an empty shell (docs/decisions.md).
 */
export function notFoundIn(
  request: NextRequest,
  locale: Locale,
  route: string = NOT_FOUND_ROUTE,
): NextResponse {
  return NextResponse.rewrite(new URL(`/${locale}${route}/`, request.url), { status: 404 });
}
