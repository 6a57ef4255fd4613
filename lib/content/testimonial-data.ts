import 'server-only';
import rawTestimonials from '@/data/testimonials.json';
import type { Locale } from '@/lib/i18n/locales';
import {
  orderForReader,
  publishedFromDataSet,
  testimonialFileSchema,
  type ShownTestimonial,
} from './testimonials';
import { parseConfigFile } from './validate';

/** The data set's published testimonials, validated once when the server (or the build) loads them. */
const dataSetTestimonials: readonly ShownTestimonial[] = publishedFromDataSet(
  parseConfigFile(testimonialFileSchema, rawTestimonials, 'data/testimonials.json').testimonials,
);

/** The data set's testimonials for a reader of this language, theirs first; at most `limit`. */
export function dataSetTestimonialsFor(locale: Locale, limit = Infinity): ShownTestimonial[] {
  return orderForReader(dataSetTestimonials, locale).slice(0, limit);
}
