import 'server-only';
import type { Metadata } from 'next';
import type { RouteHref } from '@/lib/i18n/href';
import { siteConfig } from '@/lib/content/site-config';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';
import { cleanDescription, META_DESCRIPTION_LIMIT } from '@/lib/format/text';

/** A page's path in a language, as the site serves it: with its trailing slash (`trailingSlash`). */
export function localizedPath(locale: Locale, href: RouteHref): string {
  const path = getPathname({ locale, href });
  return path.endsWith('/') ? path : `${path}/`;
}

/**
 * Canonical URL and hreflang alternates: every enabled language the page exists in (`hrefIn`
 * gives null for one it does not: a listing the data set lacks in that language) plus x-default,
 * the default language's when the page has it.
 */
export function alternatesFor(
  locale: Locale,
  hrefIn: (locale: Locale) => RouteHref | null,
): { canonical: string; languages: Record<string, string> } {
  const languages: Record<string, string> = {};
  for (const alternate of routing.locales) {
    const href = hrefIn(alternate);
    if (href) languages[alternate] = localizedPath(alternate, href);
  }
  const fallback = languages[routing.defaultLocale];
  if (fallback) languages['x-default'] = fallback;
  const own = hrefIn(locale);
  if (!own)
    throw new Error(`alternatesFor: the page has no address in its own language (${locale})`);
  return { canonical: localizedPath(locale, own), languages };
}

export type ShareImage = { url: string; width: number; height: number; alt?: string };

/** Open Graph locales: the Belgian form of each language. */
const OG_LOCALES: Record<Locale, string> = { en: 'en_GB', nl: 'nl_BE', fr: 'fr_BE', de: 'de_BE' };

/** The picture shared with a page that has none of its own: the home page banner's first. */
function defaultShareImage(): ShareImage | null {
  const { banner } = siteConfig;
  const url =
    banner.kind === 'gallery'
      ? banner.images[0]
      : banner.kind === 'image'
        ? banner.image
        : banner.kind === 'video'
          ? banner.poster
          : undefined;
  return url ? { url, width: 1600, height: 900 } : null;
}

/**
 * A page's title and description, canonical URL and hreflang alternates, robots rule, and its
 * Open Graph and Twitter cards (with the page's own picture, e.g. a listing's first photo). The
 * description may be a whole text: it is shortened here, by the cleaner, for every page.
 */
export function pageMetadata({
  locale,
  title,
  description,
  hrefIn,
  indexable = true,
  image,
  type = 'website',
}: {
  locale: Locale;
  title: string;
  description: string;
  hrefIn: (locale: Locale) => RouteHref | null;
  indexable?: boolean;
  image?: ShareImage | null;
  type?: 'website' | 'article';
}): Metadata {
  const alternates = alternatesFor(locale, hrefIn);
  const summary = cleanDescription(description, META_DESCRIPTION_LIMIT);
  const shared = image ?? defaultShareImage();
  const images = shared
    ? [{ url: shared.url, width: shared.width, height: shared.height, alt: shared.alt ?? title }]
    : undefined;
  return {
    title,
    description: summary,
    alternates,
    robots: indexable ? undefined : { index: false, follow: true },
    openGraph: {
      title,
      description: summary,
      type,
      url: alternates.canonical,
      siteName: siteConfig.agency.name,
      locale: OG_LOCALES[locale],
      // no og:locale:alternate: it tells Facebook's crawler to ask this same address again with
      // `fb_locale` for another language, and each language here has its own address, which the
      // hreflang alternates above name (only those a listing is published in)
      images,
    },
    // given in full on purpose: left out, Next.js fills each from og:* (postProcessMetadata), the
    // image with its alt, width and height, three tags more than these plain addresses
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title,
      description: summary,
      images: images?.map((picture) => picture.url),
    },
  };
}
