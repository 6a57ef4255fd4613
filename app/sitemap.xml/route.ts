import { acceptsGzip } from '@/lib/runtime/accept-encoding';
import { sitemapDocument } from '@/lib/seo/site-sitemap';

/** Served per request from a copy built once per data version: the origin is the deployment's. */
export const dynamic = 'force-dynamic';

/**
 * GET /sitemap.xml: every indexable page in every language (README › Search engines). The copy
 * is built once per data set and origin, sent gzipped to clients that take it, and answered with
 * 304 when the client already holds this version.
 */
export function GET(request: Request) {
  const { xml, gzip, etag } = sitemapDocument();
  const headers = new Headers({
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': 'public, max-age=0, must-revalidate',
    ETag: etag,
    Vary: 'Accept-Encoding',
  });
  if (
    request.headers
      .get('if-none-match')
      ?.split(/\s*,\s*/)
      .includes(etag)
  ) {
    return new Response(null, { status: 304, headers });
  }
  if (acceptsGzip(request.headers.get('accept-encoding'))) {
    headers.set('Content-Encoding', 'gzip');
    return new Response(new Uint8Array(gzip), { headers });
  }
  return new Response(xml, { headers });
}
