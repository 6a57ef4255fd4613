import { createHash } from 'node:crypto';
import { standaloneServiceArticles } from '@/lib/content/article-links';
import { childSegment, publishedChildren } from '@/lib/content/menu';
import { siteConfig } from '@/lib/content/site-config';
import { allListings, dataVersion, getListing, getProject, listProjects } from '@/lib/data';
import { listingHref, projectHref } from '@/lib/data/canonical';
import type { StaticRoute } from '@/lib/i18n/pathnames';
import { routing } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/seo/metadata';
import { siteUrl } from '@/lib/runtime/site-url';
import { sitemapEntries, type SitemapEntry, type SitemapPage } from './sitemap';
import { sitemapXml } from './sitemap-xml';

/** The pages crawlers should index; forms' thank-you pages, login, portal, print and map frame are not. */
const INDEXED_ROUTES: StaticRoute[] = [
  '/',
  '/for-sale',
  '/for-rent',
  '/projects',
  '/contact',
  '/services',
  '/demand-register',
  '/contact-demand',
  '/about-us',
  '/testimonials',
  '/purchase-costs',
  '/privacy-statement',
  '/cookie-policy',
  '/disclaimer',
];

/** Every indexable page in every language, with its alternates (SEO; README › Search engines). */
export function siteSitemapEntries(origin: URL): SitemapEntry[] {
  const locales = routing.locales;
  const pages: SitemapPage[] = [
    ...INDEXED_ROUTES.map((pathname): SitemapPage => ({ hrefIn: () => ({ pathname }) })),
    ...standaloneServiceArticles().map((article): SitemapPage => ({
      hrefIn: (locale) => ({
        pathname: '/services/[slug]',
        params: { slug: article.text[locale].slug },
      }),
      lastModified: article.date,
    })),
    ...publishedChildren(siteConfig, '/services').map((page): SitemapPage => ({
      hrefIn: (locale) => ({
        pathname: '/services/[slug]',
        params: { slug: childSegment(page, locale) },
      }),
    })),
  ];
  const includeUnavailable = siteConfig.seo.sitemapUnavailable === 'include';
  const listingIds = new Set(
    locales.flatMap((locale) =>
      allListings(locale)
        .filter((listing) => includeUnavailable || !listing.unavailable)
        .map((listing) => listing.id),
    ),
  );
  for (const id of listingIds) {
    pages.push({
      hrefIn: (locale) => {
        const listing = getListing(id, locale);
        return listing && (includeUnavailable || !listing.unavailable)
          ? listingHref(listing)
          : null;
      },
      lastModified: locales
        .map((locale) => getListing(id, locale)?.updatedAt)
        .find(Boolean)
        ?.slice(0, 10),
    });
  }
  const projectIds = new Set(
    locales.flatMap((locale) => listProjects(locale).map((project) => project.id)),
  );
  for (const id of projectIds) {
    pages.push({
      hrefIn: (locale) => {
        const project = getProject(id, locale);
        return project ? projectHref(project) : null;
      },
    });
  }
  return sitemapEntries(pages, {
    locales,
    defaultLocale: routing.defaultLocale,
    urlOf: (locale, href) => new URL(localizedPath(locale, href), origin).toString(),
  });
}

/** The sitemap as served: its XML and an ETag of it. */
export type SitemapDocument = { xml: string; etag: string };

let cached: { version: object; origin: string; document: SitemapDocument } | null = null;

/**
 * The sitemap of the data set in service, built once per data version and origin: building it
 * walks every listing in every language (most of a second of CPU for 2,400 addresses), so a
 * crawler, or anyone fetching it in a loop, must not pay that per request (issue 32).
 */
export function sitemapDocument(
  origin: URL = siteUrl(),
  build: (origin: URL) => SitemapEntry[] = siteSitemapEntries,
): SitemapDocument {
  const version = dataVersion();
  if (cached && cached.version === version && cached.origin === origin.href) {
    return cached.document;
  }
  const xml = sitemapXml(build(origin));
  const document = {
    xml,
    etag: `"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`,
  };
  cached = { version, origin: origin.href, document };
  return document;
}
