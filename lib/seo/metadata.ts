import 'server-only';
import type { Metadata } from 'next';
import type { RouteHref } from '@/lib/content/menu';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';

/** The public origin of the site, for absolute canonical and alternate URLs. */
export function siteUrl(): URL {
  return new URL(process.env.SITE_URL ?? 'http://localhost:3000');
}

export function localizedPath(locale: Locale, href: RouteHref): string {
  return getPathname({ locale, href: href as never });
}

/** Canonical URL and hreflang alternates (every enabled language plus x-default). */
export function alternatesFor(locale: Locale, hrefIn: (locale: Locale) => RouteHref): Metadata['alternates'] {
  const languages: Record<string, string> = Object.fromEntries(
    routing.locales.map((alternate) => [alternate, localizedPath(alternate, hrefIn(alternate))]),
  );
  languages['x-default'] = localizedPath(routing.defaultLocale, hrefIn(routing.defaultLocale));
  return { canonical: localizedPath(locale, hrefIn(locale)), languages };
}

export function pageMetadata({
  locale,
  title,
  description,
  hrefIn,
  indexable = true,
}: {
  locale: Locale;
  title: string;
  description: string;
  hrefIn: (locale: Locale) => RouteHref;
  indexable?: boolean;
}): Metadata {
  return {
    title,
    description,
    alternates: alternatesFor(locale, hrefIn),
    robots: indexable ? undefined : { index: false, follow: true },
    openGraph: { title, description, locale, type: 'website' },
  };
}
