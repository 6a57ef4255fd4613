import type { RouteHref } from '@/lib/i18n/href';
import type { Locale } from '@/lib/i18n/locales';

/** One page of the sitemap in one language, with the same page in every language it exists in. */
export type SitemapEntry = {
  url: string;
  /** The language of `url` (the sitemap file it is written in). */
  locale: Locale;
  lastModified?: string;
  alternates: { languages: Record<string, string> };
};

/** A page that exists in some languages: how to write its address in each, and when it changed. */
export type SitemapPage = { hrefIn: (locale: Locale) => RouteHref | null; lastModified?: string };

type Options = {
  locales: readonly Locale[];
  defaultLocale: Locale;
  /** The absolute URL of a route in a language. */
  urlOf: (locale: Locale, href: RouteHref) => string;
};

/**
 * Every page in every language it exists in, each entry listing all of them (and x-default, the
 * default language's) as alternates — so the alternates are reciprocal by construction.
 */
export function sitemapEntries(
  pages: readonly SitemapPage[],
  { locales, defaultLocale, urlOf }: Options,
): SitemapEntry[] {
  return pages.flatMap((page) => {
    const urls = new Map<Locale, string>();
    for (const locale of locales) {
      const href = page.hrefIn(locale);
      if (href) urls.set(locale, urlOf(locale, href));
    }
    if (urls.size === 0) return [];
    const languages: Record<string, string> = Object.fromEntries(urls);
    const fallback = urls.get(defaultLocale);
    if (fallback) languages['x-default'] = fallback;
    return [...urls].map(([locale, url]) => ({
      url,
      locale,
      ...(page.lastModified ? { lastModified: page.lastModified } : {}),
      alternates: { languages },
    }));
  });
}

/** The latest of some ISO days or times, as a day (YYYY-MM-DD); undefined when there is none. */
export function latestDay(dates: readonly (string | null | undefined)[]): string | undefined {
  const days = dates
    .filter((date): date is string => Boolean(date))
    .map((date) => date.slice(0, 10));
  return days.length > 0 ? days.reduce((a, b) => (a > b ? a : b)) : undefined;
}
