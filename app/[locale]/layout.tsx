import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { siteConfig } from '@/lib/content/site-config';
import { routing } from '@/lib/i18n/routing';
import { pageLocale, type LocaleParams } from '@/lib/i18n/server';
import { siteUrl } from '@/lib/runtime/site-url';

/**
 * Every enabled language is built ahead. Any other first segment (a mistyped language,
 * `/favicon.ico`) is a plain 404: `pageLocale` says so. (`dynamicParams = false` here would say it
 * sooner, but Next.js applies it to every page below, and detail pages and searches must be able
 * to render on their first request.)
 */
export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const home = siteConfig.menu.find((item) => item.path === '/');
  return {
    metadataBase: siteUrl(),
    title: {
      default: home?.params.metadata.title[locale] ?? siteConfig.agency.name,
      template: `%s | ${siteConfig.agency.name}`,
    },
    description: home?.params.metadata.description[locale],
    applicationName: siteConfig.agency.name,
    icons: { icon: '/brand/icon.svg' },
  };
}

export const viewport: Viewport = { themeColor: '#0f3b57', width: 'device-width', initialScale: 1 };

/**
 * The document of a language: `<html lang>`. No translations travel to the browser: client
 * components get their texts as props, translated on the server, so that next-intl's client code
 * ships with no page (tests/i18n/client-bundle.test.ts). Pages with the site's shell live
 * in (site); chrome-less documents (the embedded map frame) in (embed).
 */
export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: LocaleParams;
}) {
  const locale = await pageLocale(params);
  return (
    <html lang={locale}>
      <body>{children}</body>
    </html>
  );
}
