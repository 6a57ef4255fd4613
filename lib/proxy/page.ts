import type { NextRequest } from 'next/server';
import { siteParamTranslations } from '@/lib/content/article-links';
import type { Goal } from '@/lib/data';
import type { Locale } from '@/lib/i18n/locales';
import { matchLocalizedPath, type RouteMatch } from '@/lib/i18n/match-route';
import { hasKnownParams } from '@/lib/i18n/param-translations';
import { localeFromPath } from '@/lib/i18n/resolve-locale';
import { routing } from '@/lib/i18n/routing';

/** A request for a path in an enabled language: the language, and the path after it (`/a-vendre/`). */
export type PageInLanguage = { request: NextRequest; locale: Locale; rest: string };

/** …whose path names a route of that language, with parameters that language knows. */
export type KnownPage = PageInLanguage & { match: RouteMatch };

/** The translated parameters of the site's paths (service and legal pages' slugs). */
export const paramTranslations = siteParamTranslations();

export function pageInLanguage(request: NextRequest): PageInLanguage | null {
  const { pathname } = request.nextUrl;
  const locale = localeFromPath(pathname, routing.locales);
  return locale ? { request, locale, rest: pathname.slice(locale.length + 1) || '/' } : null;
}

export function knownPage(page: PageInLanguage): KnownPage | null {
  const match = matchLocalizedPath(page.rest, page.locale);
  return match && hasKnownParams(paramTranslations, match, page.locale) ? { ...page, match } : null;
}

const LIST_GOALS: Partial<Record<string, Goal>> = { '/for-sale': 'sale', '/for-rent': 'rent' };

/** The goal of a list page (`/for-sale`, `/for-rent`), null for any other route. */
export function listGoal(match: RouteMatch): Goal | null {
  return LIST_GOALS[match.route] ?? null;
}
