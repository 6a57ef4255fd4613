import type { Locale } from '@/lib/i18n/locales';
import { latestDay, type SitemapEntry } from './sitemap';

/**
 * Addresses per sitemap file. The protocol allows 50,000 (and 50 MB); a smaller file is cheaper to
 * serve and to re-read, and at 100,000 listings (bench:http's large feed) the site has about
 * 400,000 addresses, which one file could not hold.
 */
export const SITEMAP_FILE_URLS = 10_000;

/** One sitemap file: its name under /sitemaps/ (without `.gz`), its entries and latest change. */
export type SitemapFile = { name: string; entries: SitemapEntry[]; lastModified?: string };

/**
 * The site's addresses split into sitemap files, one language after the other (`fr-1.xml`,
 * `fr-2.xml`, … in the order of `locales`), none over `perFile` addresses; a language without an
 * address has no file.
 */
export function sitemapFiles(
  entries: readonly SitemapEntry[],
  locales: readonly Locale[],
  perFile: number = SITEMAP_FILE_URLS,
): SitemapFile[] {
  if (!Number.isInteger(perFile) || perFile < 1) throw new RangeError('perFile must be ≥ 1');
  return locales.flatMap((locale) => {
    const own = entries.filter((entry) => entry.locale === locale);
    const files: SitemapFile[] = [];
    for (let start = 0; start < own.length; start += perFile) {
      const part = own.slice(start, start + perFile);
      const lastModified = latestDay(part.map((entry) => entry.lastModified));
      files.push({
        name: `${locale}-${files.length + 1}.xml`,
        entries: part,
        ...(lastModified ? { lastModified } : {}),
      });
    }
    return files;
  });
}

/** A sitemap file's name as a request gives it: `fr-1.xml.gz`; anything else is not one. */
export const SITEMAP_FILE_NAME = /^([a-z]{2})-([1-9][0-9]{0,4})\.xml\.gz$/;
