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

/**
 * The sitemap protocol's XML (sitemaps.org 0.9) with each page's language versions as
 * `xhtml:link rel="alternate"` (Google's hreflang in sitemaps), one `<url>` per entry.
 */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const entry of entries) {
    parts.push('<url>', `<loc>${escapeXml(entry.url)}</loc>`);
    if (entry.lastModified) parts.push(`<lastmod>${escapeXml(entry.lastModified)}</lastmod>`);
    for (const [language, href] of Object.entries(entry.alternates.languages)) {
      parts.push(
        `<xhtml:link rel="alternate" hreflang="${escapeXml(language)}" href="${escapeXml(href)}" />`,
      );
    }
    parts.push('</url>');
  }
  parts.push('</urlset>', '');
  return parts.join('\n');
}

/** One sitemap file as a sitemap index lists it. */
export type SitemapIndexEntry = { url: string; lastModified?: string };

/** A sitemap index (sitemaps.org 0.9): the address of each sitemap file and when it last changed. */
export function sitemapIndexXml(files: readonly SitemapIndexEntry[]): string {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ];
  for (const file of files) {
    parts.push('<sitemap>', `<loc>${escapeXml(file.url)}</loc>`);
    if (file.lastModified) parts.push(`<lastmod>${escapeXml(file.lastModified)}</lastmod>`);
    parts.push('</sitemap>');
  }
  parts.push('</sitemapindex>', '');
  return parts.join('\n');
}
