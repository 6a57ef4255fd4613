import type { SitemapBody } from './site-sitemap';

/**
 * A sitemap body as a response: its ETag, revalidated by a browser on every use, 304 to a client
 * holding it. A shared cache may keep it a minute (`s-maxage`): the response cache in front of
 * Next.js (server/response-cache.mjs) then sends it without Next.js, and empties itself when a data
 * set switch brings another sitemap.
 */
export function sitemapResponse(request: Request, body: SitemapBody, type: string): Response {
  const headers = new Headers({
    'Content-Type': type,
    'Cache-Control': 'public, max-age=0, s-maxage=60',
    ETag: body.etag,
  });
  const held = request.headers.get('if-none-match')?.split(/\s*,\s*/) ?? [];
  if (held.includes(body.etag)) return new Response(null, { status: 304, headers });
  return new Response(body.bytes, { headers });
}
