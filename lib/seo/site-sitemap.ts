import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { standaloneServiceArticles } from '@/lib/content/article-links';
import { childSegment, publishedChildren } from '@/lib/content/menu';
import { siteConfig } from '@/lib/content/site-config';
import {
  allListings,
  dataVersion,
  getListing,
  getProject,
  listProjects,
  projectUnits,
} from '@/lib/data';
import { listingHref, projectHref } from '@/lib/data/canonical';
import type { StaticRoute } from '@/lib/i18n/pathnames';
import { routing } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/seo/metadata';
import { siteUrl } from '@/lib/runtime/site-url';
import { latestDay, sitemapEntries, type SitemapEntry, type SitemapPage } from './sitemap';
import { sitemapFiles } from './sitemap-files';
import { sitemapIndexXml, sitemapXml, type SitemapIndexEntry } from './sitemap-xml';
import { allArticles, getArticle } from '@/lib/content/articles';
import { COST_RULES } from '@/lib/costs/rules';
import type { Goal } from '@/lib/data';

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

/** The articles that are the text of a route (docs/search-engines.md: each page's lastmod). */
const ROUTE_ARTICLES: Partial<Record<StaticRoute, string>> = {
  '/about-us': 'about-us',
  '/privacy-statement': 'privacy-statement',
  '/cookie-policy': 'cookie-policy',
  '/disclaimer': 'disclaimer',
};

/** Every `since` day in the cost rules, up to today: the calculator page changes with them. */
function costRuleDays(today: string): string[] {
  const days: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value))
        if (key === 'since' && typeof inner === 'string') days.push(inner);
        else walk(inner);
  };
  walk(COST_RULES);
  return days.filter((day) => day <= today);
}

/** Every indexable page in every language, with its alternates (SEO; docs/search-engines.md). */
export function siteSitemapEntries(origin: URL): SitemapEntry[] {
  const locales = routing.locales;
  const listings = locales.flatMap((locale) => allListings(locale));
  const listed = (goal?: Goal) =>
    latestDay(
      listings
        .filter((listing) => !listing.unavailable && (!goal || listing.goal === goal))
        .map((listing) => listing.updatedAt),
    );
  const projectDay = (id: number) =>
    latestDay(
      locales.flatMap((locale) => projectUnits(id, locale).map((unit) => unit.updatedAt)),
    ) ?? listed();
  const projectIds = new Set(
    locales.flatMap((locale) => listProjects(locale).map((project) => project.id)),
  );
  // Pages made of the site's configuration and forms change with its content.
  const contentDay = latestDay(allArticles().map((article) => article.date));
  const routeDay: Partial<Record<StaticRoute, string | undefined>> = {
    '/': listed(),
    '/for-sale': listed('sale'),
    '/for-rent': listed('rent'),
    '/projects': latestDay([...projectIds].map(projectDay)),
    '/purchase-costs': latestDay(costRuleDays(new Date().toISOString().slice(0, 10))),
    '/services': latestDay(articlesDays('services')),
  };
  const pages: SitemapPage[] = [
    ...INDEXED_ROUTES.map((pathname): SitemapPage => ({
      hrefIn: () => ({ pathname }),
      lastModified:
        routeDay[pathname] ??
        (ROUTE_ARTICLES[pathname] ? getArticle(ROUTE_ARTICLES[pathname])?.date : undefined) ??
        contentDay,
    })),
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
      lastModified: latestDay(articlesDays('services')) ?? contentDay,
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
  for (const id of projectIds) {
    pages.push({
      hrefIn: (locale) => {
        const project = getProject(id, locale);
        return project ? projectHref(project) : null;
      },
      lastModified: projectDay(id),
    });
  }
  return sitemapEntries(pages, {
    locales,
    defaultLocale: routing.defaultLocale,
    urlOf: (locale, href) => new URL(localizedPath(locale, href), origin).toString(),
  });
}

function articlesDays(category: 'services'): string[] {
  return allArticles()
    .filter((article) => article.category === category && article.status === 'Published')
    .map((article) => article.date);
}

/** A body as served: its bytes (encoded once) and an ETag of them. */
export type SitemapBody = { bytes: Uint8Array<ArrayBuffer>; etag: string };

/**
 * The sitemap as served (docs/search-engines.md): an index at /sitemap.xml naming one gzip file per
 * language (and more when a language has over SITEMAP_FILE_URLS addresses) at /sitemaps/….xml.gz.
 * Each file is compressed once, when the set is built: a request costs writing its bytes.
 */
export type SitemapSet = {
  index: SitemapBody & { xml: string };
  /** By the name a request gives (`fr-1.xml.gz`): the gzip file. */
  files: ReadonlyMap<string, SitemapBody>;
};

const bodyOf = (bytes: Buffer): SitemapBody => ({
  bytes: new Uint8Array(bytes),
  etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
});

/** The set of one list of entries, for an origin (pure but for the compression's CPU). */
export function buildSitemapSet(
  entries: readonly SitemapEntry[],
  origin: URL,
  perFile?: number,
): SitemapSet {
  const files = new Map<string, SitemapBody>();
  const listed: SitemapIndexEntry[] = [];
  for (const file of sitemapFiles(entries, routing.locales, perFile)) {
    const name = `${file.name}.gz`;
    files.set(name, bodyOf(gzipSync(sitemapXml(file.entries), { level: 9 })));
    listed.push({
      url: new URL(`/sitemaps/${name}`, origin).toString(),
      ...(file.lastModified ? { lastModified: file.lastModified } : {}),
    });
  }
  const xml = sitemapIndexXml(listed);
  return { index: { xml, ...bodyOf(Buffer.from(xml, 'utf8')) }, files };
}

let cached: { version: object; key: string; set: SitemapSet } | null = null;

/**
 * The sitemap set of the data set in service, built once per data version, origin and day (a cost
 * rule coming into force moves the calculator's lastmod): building it walks every listing in every
 * language (most of a second of CPU for 2,400 addresses), so a crawler, or anyone fetching it in a
 * loop, must not pay that per request (issue 32).
 */
export function sitemapSet(
  origin: URL = siteUrl(),
  build: (origin: URL) => SitemapEntry[] = siteSitemapEntries,
): SitemapSet {
  const version = dataVersion();
  const key = `${origin.href} ${new Date().toISOString().slice(0, 10)}`;
  if (cached && cached.version === version && cached.key === key) return cached.set;
  const set = buildSitemapSet(build(origin), origin);
  cached = { version, key, set };
  return set;
}
