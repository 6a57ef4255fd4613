import { LOCALES, type Locale } from './locales';
import { localizedTemplate, type AppRoute } from './pathnames';
import { routePath } from './route-path';

/**
 * Pages that need nothing of the proxy on a plain GET at their exact translated path: the
 * language is in the path and the page is prerendered. The proxy lets them through at once
 * (lib/proxy/pass-through.ts, before it looks at anything else) and Next.js maps their translated
 * path to the route's folder with a rewrite (next.config.ts). Anything else (other spellings, a
 * missing trailing slash, list searches, form posts) goes through the whole proxy.
 *
 * Detail pages are prerendered too but need the proxy: an unknown id must answer the translated
 * 404 in the server's HTML, and a page that calls notFound() while it is rendered on demand gets
 * Next.js 16's empty error shell instead (see NOT_FOUND_ROUTE).
 */
export const PROXY_FREE_ROUTES = [
  '/',
  '/about-us',
  '/services',
  '/privacy-statement',
  '/cookie-policy',
  '/disclaimer',
  '/projects',
] as const satisfies readonly AppRoute[];

/** `/a-vendre/[city]/[slug]/[id]` as the rewrite syntax of next.config (`/a-vendre/:city/:slug/:id/`). */
function asRewritePath(template: string): string {
  return `${template.replace(/\[(\w+)\]/g, ':$1')}/`.replace(/\/+$/, '/');
}

/** Next.js rewrites from each translated path to its route's folder (none where they are equal). */
export function proxyFreeRewrites(
  locales: readonly Locale[] = LOCALES,
): { source: string; destination: string }[] {
  return locales.flatMap((locale) =>
    PROXY_FREE_ROUTES.flatMap((route) => {
      const visible = localizedTemplate(route, locale);
      return visible === route
        ? []
        : [
            {
              source: `/${locale}${asRewritePath(visible)}`,
              destination: `/${locale}${asRewritePath(route)}`,
            },
          ];
    }),
  );
}

/** The visible paths of those pages (`/fr/`, `/fr/qui-sommes-nous/`, …), as a request names them. */
const PROXY_FREE_PATHS: ReadonlySet<string> = new Set(
  LOCALES.flatMap((locale) => PROXY_FREE_ROUTES.map((route) => routePath(locale, route))),
);

/** Whether a request's path is the exact translated path of a proxy-free page (slash included). */
export function isProxyFreePath(pathname: string): boolean {
  return PROXY_FREE_PATHS.has(pathname);
}
