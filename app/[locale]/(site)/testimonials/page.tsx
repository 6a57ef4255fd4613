import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { connection } from 'next/server';
import { PageHeading } from '@/components/layout/page-heading';
import { getDatabase } from '@/lib/db/connection';
import { approvedTestimonials } from '@/lib/db/requests';
import { formatDate } from '@/lib/format/locale-format';
import { LocaleLink } from '@/components/ui/locale-link';
import { pageLocale, type LocaleParams } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from '@/components/content/content.module.css';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Content.testimonials' });
  return pageMetadata({ locale, title: t('title'), description: t('lead'), hrefIn: () => ({ pathname: '/testimonials' }) });
}

/** Testimonials the agency approved, newest first, in the page's language; and the way to write one. */
export default async function TestimonialsPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  await connection();
  const t = await getTranslations({ locale, namespace: 'Content.testimonials' });
  let testimonials: Awaited<ReturnType<typeof approvedTestimonials>> = [];
  try {
    testimonials = await approvedTestimonials((await getDatabase()).db, locale);
  } catch (error) {
    // the page still shows the way to write one; the log says why the list is missing
    console.error(`testimonials: database unavailable (${error instanceof Error ? error.message : 'error'})`);
  }
  return (
    <>
      <PageHeading title={t('title')} lead={t('lead')} />
      <div className="container" style={{ paddingTop: '2rem', paddingBottom: '3rem' }} data-testid="testimonials">
        {testimonials.length === 0 ? (
          <p className={styles.notice}>{t('none')}</p>
        ) : (
          <ul className={styles.testimonials}>
            {testimonials.map((testimonial) => (
              <li key={testimonial.id}>
                <figure className={styles.testimonial}>
                  <blockquote>{testimonial.text}</blockquote>
                  <figcaption>
                    {testimonial.name} · <time dateTime={new Date(testimonial.created_at).toISOString()}>{formatDate(testimonial.created_at, locale)}</time>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.seeAll}>
          <LocaleLink href={{ pathname: '/contact', query: { request: 'testimonial' } }} className="button button-primary">
            {t('write')}
          </LocaleLink>
        </p>
      </div>
    </>
  );
}
