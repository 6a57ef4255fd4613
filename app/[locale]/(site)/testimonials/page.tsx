import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { connection } from 'next/server';
import { PageHeading } from '@/components/layout/page-heading';
import { getDatabase } from '@/lib/db/connection';
import { approvedTestimonials } from '@/lib/db/requests';
import { TestimonialList } from '@/components/content/testimonial-list';
import { dataSetTestimonialsFor } from '@/lib/content/testimonial-data';
import { fromSiteForm, orderForReader, type ShownTestimonial } from '@/lib/content/testimonials';
import { LocaleLink } from '@/components/ui/locale-link';
import { pageLocale, type LocaleParams } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from '@/components/content/content.module.css';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Content.testimonials' });
  return pageMetadata({
    locale,
    title: t('title'),
    description: t('lead'),
    hrefIn: () => ({ pathname: '/testimonials' }),
  });
}

/**
 * Testimonials the agency published: those of the data set and those sent through the site and
 * approved; the page's language first, newest first; and the way to write one.
 */
export default async function TestimonialsPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  await connection();
  const t = await getTranslations({ locale, namespace: 'Content.testimonials' });
  let fromSite: ShownTestimonial[] = [];
  try {
    const approved = await approvedTestimonials((await getDatabase()).db, null);
    fromSite = approved.flatMap((row) => fromSiteForm(row) ?? []);
  } catch (error) {
    // the page still shows the data set's and the way to write one; the log says why the rest is missing
    console.error(
      `testimonials: database unavailable (${error instanceof Error ? error.message : 'error'})`,
    );
  }
  const testimonials = orderForReader([...fromSite, ...dataSetTestimonialsFor(locale)], locale);
  return (
    <>
      <PageHeading title={t('title')} lead={t('lead')} />
      <div
        className="container"
        style={{ paddingTop: '2rem', paddingBottom: '3rem' }}
        data-testid="testimonials"
      >
        {testimonials.length === 0 ? (
          <p className={styles.notice}>{t('none')}</p>
        ) : (
          <TestimonialList testimonials={testimonials} locale={locale} />
        )}
        <p className={styles.seeAll}>
          <LocaleLink
            href={{ pathname: '/contact', query: { request: 'testimonial' } }}
            className="button button-primary"
          >
            {t('write')}
          </LocaleLink>
        </p>
      </div>
    </>
  );
}
