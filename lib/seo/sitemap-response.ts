import type { SitemapBody } from './site-sitemap';

/** A sitemap body as a response: its ETag, revalidated on every use, 304 to a client holding it. */
export function sitemapResponse(request: Request, body: SitemapBody, type: string): Response {
  const headers = new Headers({
    'Content-Type': type,
    'Cache-Control': 'public, max-age=0, must-revalidate',
    ETag: body.etag,
  });
  const held = request.headers.get('if-none-match')?.split(/\s*,\s*/) ?? [];
  if (held.includes(body.etag)) return new Response(null, { status: 304, headers });
  return new Response(body.bytes, { headers });
}
