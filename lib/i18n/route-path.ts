import type { Locale } from './locales';
import { localizedTemplate, type AppRoute } from './pathnames';
import { withTrailingSlash } from './trailing-slash';

/**
 * The visible path of a route in a language, exactly as `localizedHref` (next-intl's getPathname)
 * writes it — parameters filled in, non-ASCII characters encoded, the language prefix, the
 * trailing slash — without next-intl's navigation code, which would ship with every page: for
 * client components. A test holds the two equal for every route and language.
 */
export function routePath(
  locale: Locale,
  route: AppRoute,
  params: Record<string, string> = {},
): string {
  let path: string = localizedTemplate(route, locale);
  for (const [name, value] of Object.entries(params))
    path = path.replaceAll(`[${name}]`, () => value);
  if (path.includes('['))
    throw new Error(`routePath: ${route} needs more params than ${JSON.stringify(params)}`);
  const encoded = new URL(path, 'http://l').pathname;
  return withTrailingSlash(`/${locale}${encoded === '/' ? '' : encoded}`);
}
