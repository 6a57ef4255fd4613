/**
 * A site path with the trailing slash every page has (`trailingSlash: true`); a query or hash
 * stays after it. next-intl leaves the slash off a language's home (`/fr`), which cost a 308.
 */
export function withTrailingSlash(href: string): string {
  const split = href.search(/[?#]/);
  const path = split === -1 ? href : href.slice(0, split);
  const rest = split === -1 ? '' : href.slice(split);
  return `${path.endsWith('/') ? path : `${path}/`}${rest}`;
}
