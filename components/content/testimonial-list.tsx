import { Icon } from '@/components/ui/icon';
import { getTranslations } from 'next-intl/server';
import type { ShownTestimonial } from '@/lib/content/testimonials';
import { formatDate } from '@/lib/format/locale-format';
import type { Locale } from '@/lib/i18n/locales';
import styles from './content.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/** Testimonials as written: each in its author's language (marked for screen readers and, when it is not the page's, in words), with its stars and date. */
export async function TestimonialList({
  testimonials,
  locale,
}: {
  testimonials: readonly ShownTestimonial[];
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Content.testimonials' });
  const languageNames = new Intl.DisplayNames([locale], { type: 'language' });
  return (
    <ul className={styles.testimonials}>
      {testimonials.map((testimonial) => (
        <li key={testimonial.key}>
          <figure className={styles.testimonial} lang={testimonial.locale}>
            {testimonial.rating !== null && (
              <Rating
                stars={testimonial.rating}
                label={t('rating', { rating: testimonial.rating })}
                locale={locale}
              />
            )}
            <blockquote>{testimonial.text}</blockquote>
            <figcaption lang={locale}>
              <span lang={testimonial.locale}>
                {testimonial.author}
                {testimonial.city && `, ${testimonial.city}`}
              </span>{' '}
              ·{' '}
              <time dateTime={new Date(testimonial.at).toISOString().slice(0, 10)}>
                {formatDate(testimonial.at, locale)}
              </time>
              {testimonial.locale !== locale && (
                <span className={styles.writtenIn}>
                  {' '}
                  ·{' '}
                  {t('writtenIn', {
                    language: languageNames.of(testimonial.locale) ?? testimonial.locale,
                  })}
                </span>
              )}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

function Rating({ stars, label, locale }: { stars: number; label: string; locale: Locale }) {
  return (
    <p className={styles.rating} role="img" aria-label={label} lang={locale}>
      {STARS.map((star) => (
        <Icon
          name="star"
          key={star}
          size={18}
          className={star <= stars ? styles.starOn : styles.starOff}
        />
      ))}
    </p>
  );
}
