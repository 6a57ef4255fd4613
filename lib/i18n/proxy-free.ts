import { LOCALES, type Locale } from './locales';
import { localizedTemplate, type AppRoute } from './pathnames';

/**
 * Pages that need nothing of the proxy on a plain GET at their exact translated path: the
 * language is in the path and the page is prerendered. They are served without running the
 * proxy at all — a third of a prerendered page's cost — and Next.js maps their translated path to
 * the route's folder with a rewrite (next.config.ts). Anything else (other spellings, a missing
 * trailing slash, list searches, form posts) still goes through the proxy.
 *
 * Detail pages are prerendered too but keep the proxy: an unknown id must answer the translated
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

/** As a regular expression of the path after its first slash (`fr/a-vendre/[^/]+/…/`). */
function asPattern(template: string): string {
  return `${template
    .slice(1)
    .replace(/\[id\]/g, '[0-9]+')
    .replace(/\[\w+\]/g, '[^/]+')}/`.replace(/^\/$/, '');
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

/**
 * The proxy's matcher: every path but Next's own files, API routes, files with an extension and
 * the proxy-free pages; and every request with a body (form posts keep the proxy's 413 page).
 * proxy.ts must carry this as a literal (Next.js reads its config without running it): a unit test
 * compares the two.
 */
export function proxyMatcher(locales: readonly Locale[] = LOCALES) {
  const free = locales.map(
    (locale) =>
      `${locale}/(?:${PROXY_FREE_ROUTES.map((route) => asPattern(localizedTemplate(route, locale))).join('|')})$`,
  );
  const everything = '/((?!api|_next|_vercel|.*\\..*).*)';
  return [
    { source: `/((?!api|_next|_vercel|.*\\..*|${free.join('|')}).*)` },
    { source: everything, has: [{ type: 'header' as const, key: 'content-type' }] },
  ];
}
