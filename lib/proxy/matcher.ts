/**
 * What the proxy never runs for on a plain request: Next.js's own files (`/_next/static/…`, the
 * image optimiser), the API routes (each guards itself: the beacon, one-click unsubscribe from a
 * mail client), the folders of public files and pictures, and the root files. Everything else —
 * a path with a dot included (`/fr/a-vendre/x.y/`), `/apix/`, `/_nextx/` — is a page's path and
 * gets the proxy, its refusals and its 404 (issue 33). No page path is listed here: the pages
 * that need nothing of the proxy are let through by a guard (lib/proxy/pass-through.ts).
 */
export const FILE_FOLDERS = ['_next', 'api', 'media', 'images', 'brand', 'sitemaps'] as const;
export const ROOT_FILES = ['robots.txt', 'sitemap.xml', 'favicon.ico'] as const;
/** Of those, the ones where a request with a body still gets the proxy's refusals. */
const SELF_GUARDED_FOLDERS = ['_next', 'api'] as const;

/** Headers that say a request carries a body or calls a server action (any one is enough). */
export const BODY_HEADERS = ['content-type', 'content-length', 'transfer-encoding', 'next-action'];

const escape = (name: string) => name.replace(/\./g, '\\.');

/** Whether a path is one of the public files (a folder of them, or a root file). */
export function isPublicFilePath(pathname: string): boolean {
  const [, first = '', ...rest] = pathname.split('/');
  return (
    ((FILE_FOLDERS as readonly string[]).includes(first) && rest.length > 0) ||
    (rest.length === 0 && (ROOT_FILES as readonly string[]).includes(first))
  );
}

/**
 * The proxy's matcher: every path but the files above; and every request with a body or a server
 * action anywhere but Next.js's files and the API routes (so that a post to a public file's path
 * is refused like any other). proxy.ts carries it as a literal (Next.js reads the config without
 * running it): a unit test compares the two.
 */
export function proxyMatcher() {
  const files = `(?:${FILE_FOLDERS.join('|')})/|(?:${ROOT_FILES.map(escape).join('|')})$`;
  const bodies = `/((?!(?:${SELF_GUARDED_FOLDERS.join('|')})/).*)`;
  return [
    { source: `/((?!${files}).*)` },
    ...BODY_HEADERS.map((key) => ({ source: bodies, has: [{ type: 'header' as const, key }] })),
  ];
}
