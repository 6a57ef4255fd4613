import type { Flow } from './schemas';

/** The flows the contact page hosts for a property (`?property=ID&request=…`). */
export const PROPERTY_REQUESTS = ['information', 'documents', 'visit', 'offer', 'friend'] as const satisfies readonly Flow[];
export type PropertyRequest = (typeof PROPERTY_REQUESTS)[number];

export type ContactRequest =
  | { flow: 'contact'; missing: 'listing' | 'project' | null }
  | { flow: PropertyRequest; listingId: number }
  | { flow: 'project'; projectId: number }
  | { flow: 'testimonial' };

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Which form the contact page shows for its query: a property request (the detail page's
 * buttons), a project request, a testimonial, or the site contact form — also when the property
 * or project named no longer exists (the page then says so).
 */
export function contactRequestOf(
  query: Record<string, string | string[] | undefined>,
  exists: { listing: (id: number) => boolean; project: (id: number) => boolean },
): ContactRequest {
  const request = single(query.request);
  const property = Number(single(query.property));
  const project = Number(single(query.project));
  if (request === 'testimonial') return { flow: 'testimonial' };
  if (single(query.property) !== undefined) {
    if (!Number.isSafeInteger(property) || !exists.listing(property)) return { flow: 'contact', missing: 'listing' };
    const flow = (PROPERTY_REQUESTS as readonly string[]).includes(request ?? '') ? (request as PropertyRequest) : 'information';
    return { flow, listingId: property };
  }
  if (single(query.project) !== undefined) {
    if (!Number.isSafeInteger(project) || !exists.project(project)) return { flow: 'contact', missing: 'project' };
    return { flow: 'project', projectId: project };
  }
  return { flow: 'contact', missing: null };
}
