import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ArticleBody } from '@/components/content/article-body';
import { PageHeading } from '@/components/layout/page-heading';
import { allArticles, type Article } from '@/lib/content/articles';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from '@/components/content/content.module.css';

type Params = Promise<{ locale: string; slug: string }>;

/** Any article by its slug in this language, drafts included (preview pages). */
async function previewOf(params: Params, locale: Locale): Promise<Article> {
  const { slug } = await params;
  return allArticles().find((article) => article.text[locale].slug === slug) ?? notFound();
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const article = await previewOf(params, locale);
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
export default async function PreviewPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const article = await previewOf(params, locale);
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
