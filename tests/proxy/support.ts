import { NextRequest } from 'next/server';

/** A request as Next.js builds it for the proxy from next.config.ts (`trailingSlash: true`). */
export function requestOf(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: BodyInit } = {},
): NextRequest {
  return new NextRequest(new URL(path, 'http://localhost:3000'), {
    ...init,
    nextConfig: { trailingSlash: true },
  });
}

/** Where a response redirects to (path and query), or null. */
export function locationOf(response: Response | null): string | null {
  const location = response?.headers.get('location');
  if (!location) return null;
  const url = new URL(location);
  return url.pathname + url.search;
}

/** The path a response rewrites to, or null. */
export function rewriteOf(response: Response | null): string | null {
  const target = response?.headers.get('x-middleware-rewrite');
  return target ? new URL(target).pathname : null;
}
