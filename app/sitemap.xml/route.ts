import { sitemapDocument } from '@/lib/seo/site-sitemap';

/** Served per request from a copy built once per data version: the origin is the deployment's. */
export const dynamic = 'force-dynamic';

/**
 * GET /sitemap.xml: every indexable page in every language (docs/search-engines.md). The copy
 * is built once per data set and origin (the server compresses it for clients that take gzip, a
 * few milliseconds), and a client that already holds this version gets 304.
 */
export function GET(request: Request) {
  const { xml, etag } = sitemapDocument();
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
  return new Response(xml, { headers });
}
