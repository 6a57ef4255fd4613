import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/runtime/site-url';

/**
 * Crawlers may read every page (pages that must stay out of results say `noindex` themselves,
 * which a crawler can only see if it may fetch them); the API is not for them.
 */
/** Served per request: the public origin (`SITE_URL`) is the deployment's, not the build machine's. */
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: new URL('/sitemap.xml', siteUrl()).toString(),
  };
}
