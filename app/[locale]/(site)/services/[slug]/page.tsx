import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHeading } from '@/components/layout/page-heading';
import { PendingNotice } from '@/components/layout/pending-notice';
import { childSegment, findMenuPage } from '@/lib/content/menu';
import type { ChildMenuItem } from '@/lib/content/schema';
import { siteConfig } from '@/lib/content/site-config';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo/metadata';

type Params = Promise<{ locale: string; slug: string }>;

const ROUTE = '/services/[slug]';

export const dynamicParams = false;

function publishedChildren(): ChildMenuItem[] {
  return siteConfig.menu
    .filter((item) => item.path === '/services' && item.status === 'Published')
    .flatMap((item) => item.childMenus.filter((child) => child.status === 'Published'));
}

export function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale = params.locale;
  if (!isLocale(locale)) return [];
  return publishedChildren().map((child) => ({ slug: childSegment(child, locale) }));
}

async function servicePage(params: Params, locale: Locale): Promise<ChildMenuItem> {
  const { slug } = await params;
  const page = findMenuPage(siteConfig, ROUTE, locale, slug);
  if (!page || page.status !== 'Published' || !publishedChildren().includes(page as ChildMenuItem)) notFound();
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
  return (
    <>
      <PageHeading title={page.params.title[locale]} lead={page.params.metadata.description[locale]} />
      <PendingNotice />
    </>
  );
}
