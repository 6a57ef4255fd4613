import { sitemapSet } from '@/lib/seo/site-sitemap';
import { sitemapResponse } from '@/lib/seo/sitemap-response';

/** Served per request from a copy built once per data version: the origin is the deployment's. */
export const dynamic = 'force-dynamic';

/**
 * GET /sitemaps/fr-1.xml.gz: one sitemap file of the index, a gzip file compressed once when the
 * set was built (sitemaps.org: a sitemap may be a gzip file). It is sent as `application/gzip`,
 * not as XML with `Content-Encoding: gzip`: Next.js 16.4 drops a route handler's own
 * Content-Encoding (send-response.js, FORBIDDEN_HEADERS) and would compress the XML again per
 * request, the cost issue 32 measured (the 604 kB sitemap, 20 clients in a loop, pages 16–39×
 * slower).
 */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const body = sitemapSet().files.get(file);
  if (!body)
    return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return sitemapResponse(request, body, 'application/gzip');
}
