import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageHeading } from '@/components/layout/page-heading';
import { JsonLd } from '@/components/seo/json-ld';
import { getArticle } from '@/lib/content/articles';
import { LEGAL_ROUTES } from '@/lib/content/article-links';
import { findMenuPage } from '@/lib/content/menu';
import { siteConfig } from '@/lib/content/site-config';
import { LocaleLink } from '@/components/ui/locale-link';
import type { PageKey } from '@/lib/i18n/message-keys';
import type { StaticRoute } from '@/lib/i18n/pathnames';
import { pageLocale, type LocaleParams } from '@/lib/i18n/server';
import { configuredPageMetadata } from '@/lib/seo/configured-page';
import { pageMetadata } from '@/lib/seo/metadata';
import { agencyJsonLd } from '@/lib/seo/structured-data';
import { ArticleBody } from '@/components/content/article-body';
import { PageModules } from '@/components/content/page-modules';

/**
 * A page of the menu configuration: its title and description, then its modules in
 * order. Services, about us and the other configured pages are made this way.
 */
export function configuredPage(route: StaticRoute, pageKey: PageKey) {
  async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
    return configuredPageMetadata(await pageLocale(params), route, pageKey);
  }

  async function Page({ params }: { params: LocaleParams }) {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale, namespace: 'Pages' });
    const tContent = await getTranslations({ locale, namespace: 'Content' });
    const page = findMenuPage(siteConfig, route, locale);
    const title = page?.params.title[locale] || t(`${pageKey}.title`);
    const lead = page?.params.description[locale] || t(`${pageKey}.description`);
    return (
      <>
        {route === '/about-us' && <JsonLd data={agencyJsonLd(locale)} />}
        <PageHeading title={title} lead={lead} />
        <PageModules modules={page?.params.modules ?? []} locale={locale} />
        {route === '/about-us' && (
          <p className="container" style={{ paddingBottom: '3rem' }}>
            <LocaleLink href="/testimonials" className="button button-secondary">
              {tContent('testimonials.read')}
            </LocaleLink>
          </p>
        )}
      </>
    );
  }

  return { generateMetadata, Page };
}

/** A legal page: its article, in the visitor's language (legal pages). */
export function legalPage(articleId: keyof typeof LEGAL_ROUTES) {
  const route = LEGAL_ROUTES[articleId];
  const articleOf = () => getArticle(articleId) ?? notFound();

  async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
    const locale = await pageLocale(params);
    const text = articleOf().text[locale];
    return pageMetadata({
      locale,
      title: text.title,
      description: text.summary,
      hrefIn: () => ({ pathname: route }),
    });
  }

  async function Page({ params }: { params: LocaleParams }) {
    const locale = await pageLocale(params);
    const text = articleOf().text[locale];
    return (
      <>
        <PageHeading title={text.title} lead={text.summary} />
        <div
          className="container"
          data-testid="legal-page"
          style={{ paddingTop: '2rem', paddingBottom: '3rem' }}
        >
          <ArticleBody text={text} />
        </div>
      </>
    );
  }

  return { generateMetadata, Page };
}
