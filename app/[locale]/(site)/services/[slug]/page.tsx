import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHeading } from '@/components/layout/page-heading';
import { PendingNotice } from '@/components/layout/pending-notice';
import { childSegment, findMenuPage, publishedChildren } from '@/lib/content/menu';
import type { ChildMenuItem } from '@/lib/content/schema';
import { siteConfig } from '@/lib/content/site-config';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/server';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { localizedPath, pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd } from '@/lib/seo/structured-data';

type Params = Promise<{ locale: string; slug: string }>;

const ROUTE = '/services/[slug]';
const ROUTE_PARENT = '/services';

export const dynamicParams = false;

function publishedServices(): ChildMenuItem[] {
  return publishedChildren(siteConfig, ROUTE_PARENT);
}

export function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale = params.locale;
  if (!isLocale(locale)) return [];
  return publishedServices().map((child) => ({ slug: childSegment(child, locale) }));
}

async function servicePage(params: Params, locale: Locale): Promise<ChildMenuItem> {
  const { slug } = await params;
  const page = findMenuPage(siteConfig, ROUTE, locale, slug);
  if (!page || page.status !== 'Published' || !publishedServices().includes(page as ChildMenuItem)) notFound();
  return page as ChildMenuItem;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const page = await servicePage(params, locale);
  return pageMetadata({
    locale,
    title: page.params.metadata.title[locale],
    description: page.params.metadata.description[locale],
    hrefIn: (alternate) => ({ pathname: ROUTE, params: { slug: childSegment(page, alternate) } }),
  });
}

/** A service page of the menu configuration (§2 article pages under nos-services). */
export default async function ServicePage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const page = await servicePage(params, locale);
  const tPages = await getTranslations({ locale, namespace: 'Pages' });
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(locale, [
          { name: tPages('services.title'), path: localizedPath(locale, { pathname: ROUTE_PARENT }) },
          { name: page.params.title[locale], path: localizedPath(locale, { pathname: ROUTE, params: { slug: childSegment(page, locale) } }) },
        ])}
      />
      <PageHeading title={page.params.title[locale]} lead={page.params.metadata.description[locale]} />
      <PendingNotice />
    </>
  );
}
