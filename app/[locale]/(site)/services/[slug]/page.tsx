import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ArticleBody } from '@/components/content/article-body';
import { PageModules } from '@/components/content/page-modules';
import { PageHeading } from '@/components/layout/page-heading';
import { JsonLd } from '@/components/seo/json-ld';
import { standaloneServiceArticles } from '@/lib/content/article-links';
import type { Article } from '@/lib/content/articles';
import { childSegment, findMenuPage, publishedChildren } from '@/lib/content/menu';
import type { ChildMenuItem } from '@/lib/content/schema';
import { siteConfig } from '@/lib/content/site-config';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/server';
import { localizedPath, pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd } from '@/lib/seo/structured-data';

type Params = Promise<{ locale: string; slug: string }>;

const ROUTE = '/services/[slug]';
const ROUTE_PARENT = '/services';

export const dynamicParams = false;

/** What a services address shows: a published child page of the menu, or a services article of its own. */
type ServicePage = { kind: 'page'; page: ChildMenuItem } | { kind: 'article'; article: Article };

export function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale = params.locale;
  if (!isLocale(locale)) return [];
  return [
    ...publishedChildren(siteConfig, ROUTE_PARENT).map((child) => ({
      slug: childSegment(child, locale),
    })),
    ...standaloneServiceArticles().map((article) => ({ slug: article.text[locale].slug })),
  ];
}

async function servicePage(params: Params, locale: Locale): Promise<ServicePage> {
  const { slug } = await params;
  const page = findMenuPage(siteConfig, ROUTE, locale, slug);
  if (page && publishedChildren(siteConfig, ROUTE_PARENT).includes(page as ChildMenuItem))
    return { kind: 'page', page: page as ChildMenuItem };
  const article = standaloneServiceArticles().find(
    (candidate) => candidate.text[locale].slug === slug,
  );
  if (article) return { kind: 'article', article };
  notFound();
}

function segmentIn(service: ServicePage, locale: Locale): string {
  return service.kind === 'page'
    ? childSegment(service.page, locale)
    : service.article.text[locale].slug;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const service = await servicePage(params, locale);
  const metadata = service.kind === 'page' ? service.page.params.metadata : null;
  return pageMetadata({
    locale,
    title: metadata
      ? metadata.title[locale]
      : service.kind === 'article'
        ? service.article.text[locale].title
        : '',
    description: metadata
      ? metadata.description[locale]
      : service.kind === 'article'
        ? service.article.text[locale].summary
        : '',
    hrefIn: (alternate) => ({ pathname: ROUTE, params: { slug: segmentIn(service, alternate) } }),
    type: 'article',
  });
}

/** A service page (article pages under nos-services): its modules, or its article. */
export default async function ServicePageView({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const service = await servicePage(params, locale);
  const tPages = await getTranslations({ locale, namespace: 'Pages' });
  const title =
    service.kind === 'page'
      ? service.page.params.title[locale]
      : service.article.text[locale].title;
  const lead =
    service.kind === 'page'
      ? service.page.params.metadata.description[locale]
      : service.article.text[locale].summary;
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(locale, [
          {
            name: tPages('services.title'),
            path: localizedPath(locale, { pathname: ROUTE_PARENT }),
          },
          {
            name: title,
            path: localizedPath(locale, {
              pathname: ROUTE,
              params: { slug: segmentIn(service, locale) },
            }),
          },
        ])}
      />
      <PageHeading title={title} lead={lead} />
      {service.kind === 'page' ? (
        <PageModules modules={service.page.params.modules} locale={locale} />
      ) : (
        <div className="container" style={{ paddingTop: '2rem', paddingBottom: '3rem' }}>
          <ArticleBody text={service.article.text[locale]} />
        </div>
      )}
    </>
  );
}
