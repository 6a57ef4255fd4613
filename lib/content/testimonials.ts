import { z } from 'zod';
import { LOCALES, type Locale } from '@/lib/i18n/locales';

/**
 * A client's testimonial as the site shows it: in the words and the language its author wrote,
 * never translated. From the data set (the agency's CRM, moderated there) or from the site's own
 * form (moderated with `npm run testimonials`); only published ones reach a page.
 */
export type ShownTestimonial = {
  key: string;
  locale: Locale;
  author: string;
  city: string | null;
  /** When it was written (ms since 1970). */
  at: number;
  /** 1–5 stars; the site's own form asks none, so its testimonials have none. */
  rating: number | null;
  text: string;
};

const isoDate = z.iso.date();

export const testimonialRecordSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  locale: z.enum(LOCALES),
  author: z.string().trim().min(1).max(80),
  city: z.string().trim().min(1).max(80),
  date: isoDate,
  rating: z.number().int().min(1).max(5),
  status: z.enum(['published', 'pending', 'withdrawn']),
  text: z.string().trim().min(1).max(2000),
});

export const testimonialFileSchema = z
  .strictObject({ description: z.string(), testimonials: z.array(testimonialRecordSchema) })
  .refine(
    (file) =>
      new Set(file.testimonials.map((record) => record.id)).size === file.testimonials.length,
    {
      message: 'testimonial ids must be unique',
    },
  );

export type TestimonialRecord = z.infer<typeof testimonialRecordSchema>;

/** Only what moderation let through, in the shape the pages show. */
export function publishedFromDataSet(records: readonly TestimonialRecord[]): ShownTestimonial[] {
  return records
    .filter((record) => record.status === 'published')
    .map(({ id, locale, author, city, date, rating, text }) => ({
      key: `data-${id}`,
      locale,
      author,
      city,
      // noon UTC: the same calendar day in Brussels and Luxembourg, whatever the server's zone
      at: Date.parse(`${date}T12:00:00Z`),
      rating,
      text,
    }));
}

/**
 * The page's language first (a reader reads those first), then the others; within each, the
 * newest first. Ties keep a stable order by key.
 */
export function orderForReader(
  testimonials: readonly ShownTestimonial[],
  locale: Locale,
): ShownTestimonial[] {
  return [...testimonials].sort(
    (a, b) =>
      Number(b.locale === locale) - Number(a.locale === locale) ||
      b.at - a.at ||
      a.key.localeCompare(b.key),
  );
}

/** A testimonial sent through the site's form and approved by the agency. */
export function fromSiteForm(row: {
  id: number;
  locale: string;
  name: string;
  text: string;
  created_at: number;
}): ShownTestimonial | null {
  const locale = LOCALES.find((candidate) => candidate === row.locale);
  if (!locale) return null;
  return {
    key: `site-${row.id}`,
    locale,
    author: row.name,
    city: null,
    at: row.created_at,
    rating: null,
    text: row.text,
  };
}
