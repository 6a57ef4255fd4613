import { listingDocuments } from '@/lib/data/documents';
import type { Goal, Listing } from '@/lib/model/types';
import type { Flow } from './flows';

/**
 * The requests a visitor can make about one property, each a flow of its own form on the contact
 * page (`?property=ID&request=FLOW`), in the order of the detail page's buttons. The buttons, their
 * labels (`Listing.actions.FLOW`) and the form the contact page opens all come from this one list.
 */
export const PROPERTY_REQUESTS = [
  'visit',
  'information',
  'documents',
  'offer',
  'friend',
] as const satisfies readonly Flow[];
export type PropertyRequest = (typeof PROPERTY_REQUESTS)[number];

/** What decides which requests a property takes. */
export type RequestSubject = { goal: Goal; unavailable: boolean; hasDocuments: boolean };

export function requestSubject(listing: Listing): RequestSubject {
  return {
    goal: listing.goal,
    unavailable: listing.unavailable,
    hasDocuments: listingDocuments(listing).length > 0,
  };
}

/** Why a request the visitor asked for is not offered for this property. */
export type RequestRefusal = 'listingUnavailable' | 'noDocuments';

/** Whether a property takes a request, or why not. */
export function requestRefusal(
  subject: RequestSubject,
  request: PropertyRequest,
): RequestRefusal | 'notOffered' | null {
  // sold or rented: nothing left to visit or to bid on (PROPERTY_SOLD / PROPERTY_RENTED)
  if ((request === 'visit' || request === 'offer') && subject.unavailable)
    return 'listingUnavailable';
  // an offer to purchase is for a sale only
  if (request === 'offer' && subject.goal !== 'sale') return 'notOffered';
  if (request === 'documents' && !subject.hasDocuments) return 'noDocuments';
  return null;
}

/**
 * The request buttons of a property: a visit, information, documents (when it has any), an offer
 * (for a sale) and send to a friend; a sold or rented property keeps only information, its
 * documents and send to a friend.
 */
export function propertyRequests(subject: RequestSubject): PropertyRequest[] {
  return PROPERTY_REQUESTS.filter((request) => requestRefusal(subject, request) === null);
}

/** Where a request button leads: the contact page with this property and this request's form. */
export function propertyRequestHref(listingId: number, request: PropertyRequest) {
  return { pathname: '/contact', query: { property: String(listingId), request } } as const;
}

/** Where a project's request button leads: the contact page with the project's form. */
export function projectRequestHref(projectId: number) {
  return { pathname: '/contact', query: { project: String(projectId) } } as const;
}

export type ContactRequest =
  | { flow: 'contact'; missing: 'listing' | 'project' | null }
  | { flow: PropertyRequest; listingId: number; refused: RequestRefusal | null }
  | { flow: 'project'; projectId: number }
  | { flow: 'testimonial' };

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function isPropertyRequest(value: string | undefined): value is PropertyRequest {
  return (PROPERTY_REQUESTS as readonly (string | undefined)[]).includes(value);
}

/**
 * Which form the contact page shows for its query: a property request (the detail page's
 * buttons), a project request, a testimonial, or the site contact form — also when the property
 * or project named no longer exists (the page then says so). A request the property does not take
 * (a visit of a sold house, documents where there are none) opens the information form with the
 * reason; so does an unknown request name.
 */
export function contactRequestOf(
  query: Record<string, string | string[] | undefined>,
  find: { listing: (id: number) => RequestSubject | null; project: (id: number) => boolean },
): ContactRequest {
  const request = single(query.request);
  const property = Number(single(query.property));
  const project = Number(single(query.project));
  if (request === 'testimonial') return { flow: 'testimonial' };
  if (single(query.property) !== undefined) {
    const subject = Number.isSafeInteger(property) ? find.listing(property) : null;
    if (!subject) return { flow: 'contact', missing: 'listing' };
    const wanted = isPropertyRequest(request) ? request : 'information';
    const refusal = requestRefusal(subject, wanted);
    if (refusal === null) return { flow: wanted, listingId: property, refused: null };
    return {
      flow: 'information',
      listingId: property,
      refused: refusal === 'notOffered' ? null : refusal,
    };
  }
  if (single(query.project) !== undefined) {
    if (!Number.isSafeInteger(project) || !find.project(project))
      return { flow: 'contact', missing: 'project' };
    return { flow: 'project', projectId: project };
  }
  return { flow: 'contact', missing: null };
}
