import { NextResponse, type NextRequest } from 'next/server';
import { localeFromPath, lowerCaseLocalePath } from '@/lib/i18n/resolve-locale';
import { routing } from '@/lib/i18n/routing';

/**
 * A language code in upper or mixed case (`/FR/contact`), or a path in a language without
 * its trailing slash (`/fr/a-vendre?city=…`): one permanent redirect to the right spelling, query
 * kept. next.config.ts sets `skipTrailingSlashRedirect`, so an old link costs one redirect, not
 * two. Null when the spelling is right or the path names no language.
 */
export function fixSpelling(request: NextRequest): NextResponse | null {
  const { pathname, search } = request.nextUrl;
  const lowerCased = lowerCaseLocalePath(pathname, routing.locales);
  const path = lowerCased ?? (localeFromPath(pathname, routing.locales) ? pathname : null);
  if (path === null || (path === pathname && pathname.endsWith('/'))) return null;
  const slashed = path.endsWith('/') ? path : `${path}/`;
  return NextResponse.redirect(new URL(`${slashed}${search}`, request.url), 308);
}
