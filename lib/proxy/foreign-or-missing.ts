import { NextResponse } from 'next/server';
import { routeHref } from '@/lib/i18n/href';
import { matchLegacyPath, matchLocalizedPath } from '@/lib/i18n/match-route';
import { translateParams, hasKnownParams } from '@/lib/i18n/param-translations';
import { routing } from '@/lib/i18n/routing';
import { paramTranslations, type PageInLanguage } from './page';
import { localizedUrl, notFoundIn } from './responses';

/**
 * For a path in a language that names none of its pages. Written in another language, or
 * with a segment of another language (an old or shared link: `/fr/for-sale/`,
 * `/nl/services/vente/`): one permanent redirect to its translation, query kept. Anything else:
 * the translated 404.
 */
export function foreignOrMissing(page: PageInLanguage): NextResponse {
  const { request, locale, rest } = page;
  const elsewhere = matchLocalizedPath(rest, locale) ?? matchLegacyPath(rest);
  const written =
    elsewhere &&
    routing.locales.find((other) => hasKnownParams(paramTranslations, elsewhere, other));
  if (!elsewhere || !written) return notFoundIn(request, locale);
  const params = translateParams(paramTranslations, elsewhere, written, locale);
  return NextResponse.redirect(
    localizedUrl(request, locale, routeHref(elsewhere.route, params), request.nextUrl.searchParams),
    308,
  );
}
