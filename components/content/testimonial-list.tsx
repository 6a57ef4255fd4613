import { getTranslations } from 'next-intl/server';
import type { ShownTestimonial } from '@/lib/content/testimonials';
import { formatDate } from '@/lib/format/locale-format';
import type { Locale } from '@/lib/i18n/locales';
import { TestimonialListView, type TestimonialItem } from './testimonial-list-view';

/**
 * Testimonials as written: each in its author's language (marked for screen readers and, when it
 * is not the page's, in words), with its stars and date. Worded here, drawn by
 * testimonial-list-view.tsx.
 */
export async function TestimonialList({
  testimonials,
  locale,
}: {
  testimonials: readonly ShownTestimonial[];
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Content.testimonials' });
  const languageNames = new Intl.DisplayNames([locale], { type: 'language' });
  const items = testimonials.map((testimonial): TestimonialItem => ({
    key: testimonial.key,
    locale: testimonial.locale,
    ...(testimonial.rating !== null
      ? {
          rating: {
            stars: testimonial.rating,
            label: t('rating', { rating: testimonial.rating }),
          },
        }
      : {}),
    text: testimonial.text,
    byline: testimonial.city ? `${testimonial.author}, ${testimonial.city}` : testimonial.author,
    day: new Date(testimonial.at).toISOString().slice(0, 10),
    date: formatDate(testimonial.at, locale),
    ...(testimonial.locale !== locale
      ? {
          writtenIn: t('writtenIn', {
            language: languageNames.of(testimonial.locale) ?? testimonial.locale,
          }),
        }
      : {}),
  }));
  return <TestimonialListView items={items} locale={locale} />;
}
