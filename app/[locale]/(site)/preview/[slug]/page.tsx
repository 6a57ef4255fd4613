import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ArticleBody } from '@/components/content/article-body';
import { PageHeading } from '@/components/layout/page-heading';
import { allArticles, type Article } from '@/lib/content/articles';
import { mayPreview } from '@/lib/auth/preview-access';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from '@/components/content/content.module.css';

type Params = Promise<{ locale: string; slug: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Any article by its slug in this language, drafts included, for a request holding a preview
 * link signed for that slug or an owner's session; anyone else gets the same 404 as for a slug
 * that names nothing, so the page says nothing of whether a draft exists.
 */
async function previewOf(
  params: Params,
  searchParams: SearchParams,
  locale: Locale,
): Promise<Article> {
  const { slug } = await params;
  const { token } = await searchParams;
  if (!(await mayPreview(slug, token))) notFound();
  return allArticles().find((article) => article.text[locale].slug === slug) ?? notFound();
}

export async function generateMetadata({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}): Promise<Metadata> {
  const locale = await pageLocale(params);
  const article = await previewOf(params, searchParams, locale);
  const text = article.text[locale];
  // described like any page, but never indexed nor followed
  return {
    ...pageMetadata({
      locale,
      title: text.title,
      description: text.summary,
      hrefIn: (alternate) => ({
        pathname: '/preview/[slug]',
        params: { slug: article.text[alternate].slug },
      }),
      indexable: false,
    }),
    robots: { index: false, follow: false },
  };
}

/** The preview of an article, published or not: what it will look like, marked as a preview. */
export default async function PreviewPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const locale = await pageLocale(params);
  const article = await previewOf(params, searchParams, locale);
  const t = await getTranslations({ locale, namespace: 'Content.preview' });
  return (
    <>
      <PageHeading title={article.text[locale].title} lead={article.text[locale].summary} />
      <div
        className="container"
        style={{ paddingTop: '2rem', paddingBottom: '3rem' }}
        data-testid="preview"
      >
        <p className={styles.notice} role="note">
          {t('notice')}
        </p>
        <ArticleBody text={article.text[locale]} />
      </div>
    </>
  );
}
