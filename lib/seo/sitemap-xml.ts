import type { SitemapEntry } from './sitemap';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** `<loc>` and, when known, `<lastmod>`: what a page and a sitemap file both carry. */
const located = (url: string, lastModified?: string): string[] => [
  `<loc>${escapeXml(url)}</loc>`,
  ...(lastModified ? [`<lastmod>${escapeXml(lastModified)}</lastmod>`] : []),
];

/** An XML document of the sitemap protocol: its root element around one element per item. */
function protocolDocument(root: string, items: string[][]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    root,
    ...items.flat(),
    `</${root.slice(1, root.indexOf(' '))}>`,
    '',
  ].join('\n');
}

/**
 * The sitemap protocol's XML (sitemaps.org 0.9) with each page's language versions as
 * `xhtml:link rel="alternate"` (Google's hreflang in sitemaps), one `<url>` per entry.
 */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  return protocolDocument(
    `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    entries.map((entry) => [
      '<url>',
      ...located(entry.url, entry.lastModified),
      ...Object.entries(entry.alternates.languages).map(
        ([language, href]) =>
          `<xhtml:link rel="alternate" hreflang="${escapeXml(language)}" href="${escapeXml(href)}" />`,
      ),
      '</url>',
    ]),
  );
}

/** One sitemap file as a sitemap index lists it. */
export type SitemapIndexEntry = { url: string; lastModified?: string };

/** A sitemap index (sitemaps.org 0.9): the address of each sitemap file and when it last changed. */
export function sitemapIndexXml(files: readonly SitemapIndexEntry[]): string {
  return protocolDocument(
    `<sitemapindex xmlns="${SITEMAP_NS}">`,
    files.map((file) => ['<sitemap>', ...located(file.url, file.lastModified), '</sitemap>']),
  );
}
