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
 * Paths of files, served without the proxy on a plain GET: Next.js's own (`/_next/static/…`, the
 * image optimiser), the API routes (each guards itself: the beacon, one-click unsubscribe from a
 * mail client), the folders of public files and pictures, and the root files. Everything else —
 * a path with a dot included (`/fr/a-vendre/x.y/`), `/apix/`, `/_nextx/` — is a page's path and
 * gets the proxy, its refusals and its 404 (issue 33).
 */
export const FILE_FOLDERS = ['_next', 'api', 'media', 'images', 'brand'] as const;
export const ROOT_FILES = ['robots.txt', 'sitemap.xml', 'favicon.ico'] as const;
/** Of those, the ones where a request with a body still gets the proxy's refusals. */
const SELF_GUARDED_FOLDERS = ['_next', 'api'] as const;

const escape = (name: string) => name.replace(/\./g, '\\.');

/** Whether a path is one of the public files (a folder of them, or a root file). */
export function isPublicFilePath(pathname: string): boolean {
  const [, first = '', ...rest] = pathname.split('/');
  return (
    ((FILE_FOLDERS as readonly string[]).includes(first) && rest.length > 0) ||
    (rest.length === 0 && (ROOT_FILES as readonly string[]).includes(first))
  );
}

/** Headers that say a request carries a body or calls a server action (any one is enough). */
export const BODY_HEADERS = ['content-type', 'content-length', 'transfer-encoding', 'next-action'];

/**
 * The proxy's matcher: every path but the files above and the proxy-free pages; and every request
 * with a body or a server action anywhere but Next.js's files and the API routes (so that a post
 * to a proxy-free page, a public file's path or an unknown first segment is guarded too).
 * proxy.ts must carry this as a literal (Next.js reads its config without running it): a unit test
 * compares the two.
 */
export function proxyMatcher(locales: readonly Locale[] = LOCALES) {
  const free = locales.map(
    (locale) =>
      `${locale}/(?:${PROXY_FREE_ROUTES.map((route) => asPattern(localizedTemplate(route, locale))).join('|')})$`,
  );
  const files = `(?:${FILE_FOLDERS.join('|')})/|(?:${ROOT_FILES.map(escape).join('|')})$`;
  const bodies = `/((?!(?:${SELF_GUARDED_FOLDERS.join('|')})/).*)`;
  return [
    { source: `/((?!${files}|${free.join('|')}).*)` },
    ...BODY_HEADERS.map((key) => ({ source: bodies, has: [{ type: 'header' as const, key }] })),
  ];
}
