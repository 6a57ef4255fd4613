import type { FeedbackFlow } from '@/lib/i18n/pathnames';
import type { Flow } from './schemas';

/** The thank-you page (§2 feedback routes) at the end of each flow. */
export const FLOW_FEEDBACK: Record<Flow, FeedbackFlow> = {
  contact: 'site-contact',
  information: 'contact-me',
  documents: 'request-documents',
  visit: 'contact-appointment',
  project: 'contact-construction',
  offer: 'offer-to-purchase',
  demand: 'demand-register',
  valuation: 'contact-demand',
  friend: 'send-to-friend',
  newsletter: 'sign-newsletter',
  testimonial: 'send-testimonial',
};

/**
 * The search a registered demand stands for, in the list pages' query format, so that the
 * thank-you page can show the matching listings at once.
 */
export function demandQuery(values: Record<string, unknown>): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = { goal: String(values.goal) };
  if (Array.isArray(values.types)) query.type = values.types.map(String);
  if (Array.isArray(values.zones)) query.city = values.zones.map(String);
  if (typeof values.minRooms === 'number') query.bedrooms = String(values.minRooms);
  if (typeof values.priceMin === 'number') query.min = String(values.priceMin);
  if (typeof values.priceMax === 'number') query.max = String(values.priceMax);
  return query;
}
