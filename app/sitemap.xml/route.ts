import { sitemapDocument } from '@/lib/seo/site-sitemap';

/** Served per request from a copy built once per data version: the origin is the deployment's. */
export const dynamic = 'force-dynamic';

/**
 * GET /sitemap.xml: every indexable page in every language (docs/search-engines.md). The copy
 * is built and encoded once per data set and origin, and a client that already holds this version
 * gets 304. The server compresses it for clients that take gzip, per request: Next.js 16.4 drops
 * a route handler's own Content-Encoding (send-response.js, FORBIDDEN_HEADERS), so a body
 * compressed once cannot be served from here.
 */
export function GET(request: Request) {
  const { bytes, etag } = sitemapDocument();
  const headers = new Headers({
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': 'public, max-age=0, must-revalidate',
    ETag: etag,
  });
  if (
    request.headers
      .get('if-none-match')
      ?.split(/\s*,\s*/)
      .includes(etag)
  ) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(bytes, { headers });
}
