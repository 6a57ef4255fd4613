import { sitemapSet } from '@/lib/seo/site-sitemap';
import { sitemapResponse } from '@/lib/seo/sitemap-response';

/** Served per request from a copy built once per data version: the origin is the deployment's. */
export const dynamic = 'force-dynamic';

/**
 * GET /sitemap.xml: the sitemap index, naming one gzip file per language under /sitemaps/
 * (docs/search-engines.md). A client that already holds this version gets 304.
 */
export function GET(request: Request) {
  return sitemapResponse(request, sitemapSet().index, 'application/xml; charset=utf-8');
}
