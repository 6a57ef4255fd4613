'use client';

import { Icon } from '@/components/ui/icon';
import styles from './content.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/** A testimonial as the server worded it (testimonial-list.tsx), in the page's language where it is not the author's. */
export type TestimonialItem = {
  key: string;
  /** The language it was written in. */
  locale: string;
  rating?: { stars: number; label: string };
  text: string;
  /** Author, and city when known. */
  byline: string;
  /** The day, as `YYYY-MM-DD` and in the page's words. */
  day: string;
  date: string;
  /** "Written in …", when that is not the page's language. */
  writtenIn?: string;
};

/**
 * Testimonials drawn from their texts: the page's payload carries them, not each one's element
 * tree with its five stars (issue 32).
 */
export function TestimonialListView({
  items,
  locale,
}: {
  items: TestimonialItem[];
  /** The page's language. */
  locale: string;
}) {
  return (
    <ul className={styles.testimonials}>
      {items.map((item) => (
        <li key={item.key}>
          <figure className={styles.testimonial} lang={item.locale}>
            {item.rating && (
              <p className={styles.rating} role="img" aria-label={item.rating.label} lang={locale}>
                {STARS.map((star) => (
                  <Icon
                    name="star"
                    key={star}
                    size={18}
                    className={star <= item.rating!.stars ? styles.starOn : styles.starOff}
                  />
                ))}
              </p>
            )}
            <blockquote>{item.text}</blockquote>
            <figcaption lang={locale}>
              <span lang={item.locale}>{item.byline}</span> ·{' '}
              <time dateTime={item.day}>{item.date}</time>
              {item.writtenIn && <span className={styles.writtenIn}> · {item.writtenIn}</span>}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
