import { describe, expect, it } from 'vitest';
import rawTestimonials from '@/data/testimonials.json';
import { LOCALES } from '@/lib/i18n/locales';
import {
  fromSiteForm,
  orderForReader,
  publishedFromDataSet,
  testimonialFileSchema,
  type TestimonialRecord,
} from '@/lib/content/testimonials';

const record = (overrides: Partial<TestimonialRecord>): TestimonialRecord => ({
  id: 'a',
  locale: 'fr',
  author: 'Sophie L.',
  city: 'Namur',
  date: '2026-10-14',
  rating: 5,
  status: 'published',
  text: 'Très bien.',
  ...overrides,
});

describe('testimonials', () => {
  it('shows only what moderation published', () => {
    const shown = publishedFromDataSet([
      record({ id: 'shown' }),
      record({ id: 'waiting', status: 'pending' }),
      record({ id: 'gone', status: 'withdrawn' }),
    ]);
    expect(shown.map((testimonial) => testimonial.key)).toEqual(['data-shown']);
  });

  it('keeps the calendar day of the data set in Belgian time', () => {
    const [shown] = publishedFromDataSet([record({ date: '2026-01-01' })]);
    const dayIn = (timeZone: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone }).format(shown!.at);
    expect(dayIn('Europe/Brussels')).toBe('2026-01-01');
    expect(dayIn('Europe/Luxembourg')).toBe('2026-01-01');
  });

  it("puts the reader's language first, then the newest", () => {
    const shown = publishedFromDataSet([
      record({ id: 'fr-old', locale: 'fr', date: '2025-01-01' }),
      record({ id: 'nl-new', locale: 'nl', date: '2026-06-01' }),
      record({ id: 'fr-new', locale: 'fr', date: '2026-01-01' }),
      record({ id: 'en-mid', locale: 'en', date: '2026-03-01' }),
    ]);
    expect(orderForReader(shown, 'fr').map((testimonial) => testimonial.key)).toEqual([
      'data-fr-new',
      'data-fr-old',
      'data-nl-new',
      'data-en-mid',
    ]);
    expect(orderForReader(shown, 'en')[0]!.key).toBe('data-en-mid');
  });

  it('takes an approved site testimonial without stars, and drops one of an unknown language', () => {
    expect(
      fromSiteForm({ id: 7, locale: 'de', name: 'Anja', text: 'Gut.', created_at: 1 }),
    ).toEqual({
      key: 'site-7',
      locale: 'de',
      author: 'Anja',
      city: null,
      at: 1,
      rating: null,
      text: 'Gut.',
    });
    expect(fromSiteForm({ id: 8, locale: 'xx', name: 'X', text: 'Y', created_at: 1 })).toBeNull();
  });

  it('refuses a file with a bad rating or a repeated id', () => {
    const file = (testimonials: unknown[]) => ({ description: '', testimonials });
    expect(testimonialFileSchema.safeParse(file([record({ rating: 6 })])).success).toBe(false);
    expect(testimonialFileSchema.safeParse(file([record({}), record({})])).success).toBe(false);
  });

  it('ships a data set with published testimonials in every language', () => {
    const file = testimonialFileSchema.parse(rawTestimonials);
    const published = publishedFromDataSet(file.testimonials);
    for (const locale of LOCALES)
      expect(published.some((testimonial) => testimonial.locale === locale)).toBe(true);
  });
});
