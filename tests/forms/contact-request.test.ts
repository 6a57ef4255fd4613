import { describe, expect, it } from 'vitest';
import { allListings } from '@/lib/data';
import { listingDocuments } from '@/lib/data/documents';
import {
  contactRequestOf,
  PROPERTY_REQUESTS,
  propertyRequestHref,
  propertyRequests,
  requestSubject,
  type RequestSubject,
} from '@/lib/forms/contact-request';
import { FLOWS } from '@/lib/forms/flows';
import { LOCALES } from '@/lib/i18n/locales';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

const forSale: RequestSubject = { goal: 'sale', unavailable: false, hasDocuments: true };
const forRent: RequestSubject = { goal: 'rent', unavailable: false, hasDocuments: true };
const sold: RequestSubject = { goal: 'sale', unavailable: true, hasDocuments: true };
const rented: RequestSubject = { goal: 'rent', unavailable: true, hasDocuments: true };
const bare: RequestSubject = { goal: 'sale', unavailable: false, hasDocuments: false };

const SUBJECTS: Record<number, RequestSubject> = {
  1: forSale,
  2: forRent,
  3: sold,
  4: rented,
  5: bare,
};
const find = { listing: (id: number) => SUBJECTS[id] ?? null, project: (id: number) => id === 7 };

describe('the request buttons of a property', () => {
  it('offer a visit, information, documents, an offer and send to a friend for a sale still on the market', () => {
    expect(propertyRequests(forSale)).toEqual([
      'visit',
      'information',
      'documents',
      'offer',
      'friend',
    ]);
  });

  it('offer no offer to purchase for a rental', () => {
    expect(propertyRequests(forRent)).toEqual(['visit', 'information', 'documents', 'friend']);
  });

  it('offer no visit and no offer once the property is sold or rented', () => {
    expect(propertyRequests(sold)).toEqual(['information', 'documents', 'friend']);
    expect(propertyRequests(rented)).toEqual(['information', 'documents', 'friend']);
  });

  it('offer no documents request for a property without documents', () => {
    expect(propertyRequests(bare)).toEqual(['visit', 'information', 'offer', 'friend']);
  });

  it('are each a form flow, with a label of the same name in every language', () => {
    for (const request of PROPERTY_REQUESTS) {
      expect(FLOWS).toContain(request);
      for (const messages of [en, nl, fr, de])
        expect(messages.Listing.actions[request], request).toBeTruthy();
    }
  });

  it('each open their own form on the contact page, never another one', () => {
    for (const [id, subject] of Object.entries(SUBJECTS)) {
      for (const request of propertyRequests(subject)) {
        const href = propertyRequestHref(Number(id), request);
        expect(href.pathname).toBe('/contact');
        expect(contactRequestOf(href.query, find)).toEqual({
          flow: request,
          listingId: Number(id),
          refused: null,
        });
      }
    }
  });

  it('open the right form for every listing of the data set in every language', () => {
    for (const locale of LOCALES) {
      const listings = allListings(locale);
      const lookup = {
        listing: (id: number) => requestSubject(listings.find((listing) => listing.id === id)!),
        project: () => false,
      };
      for (const listing of listings) {
        for (const request of propertyRequests(requestSubject(listing))) {
          expect(
            contactRequestOf(propertyRequestHref(listing.id, request).query, lookup).flow,
          ).toBe(request);
        }
      }
    }
  });
});

describe('the contact page for a property request', () => {
  it('turns a visit or offer of a sold or rented property into the information form, saying why', () => {
    expect(contactRequestOf({ property: '3', request: 'visit' }, find)).toEqual({
      flow: 'information',
      listingId: 3,
      refused: 'listingUnavailable',
    });
    expect(contactRequestOf({ property: '3', request: 'offer' }, find)).toEqual({
      flow: 'information',
      listingId: 3,
      refused: 'listingUnavailable',
    });
    expect(contactRequestOf({ property: '4', request: 'visit' }, find)).toEqual({
      flow: 'information',
      listingId: 4,
      refused: 'listingUnavailable',
    });
    expect(contactRequestOf({ property: '3', request: 'friend' }, find)).toEqual({
      flow: 'friend',
      listingId: 3,
      refused: null,
    });
  });

  it('says "No documents" on a documents request for a property that has none', () => {
    expect(contactRequestOf({ property: '5', request: 'documents' }, find)).toEqual({
      flow: 'information',
      listingId: 5,
      refused: 'noDocuments',
    });
  });

  it('opens the information form for an unknown request name or an offer on a rental', () => {
    expect(contactRequestOf({ property: '1', request: 'sendToFriend' }, find)).toEqual({
      flow: 'information',
      listingId: 1,
      refused: null,
    });
    expect(contactRequestOf({ property: '2', request: 'offer' }, find)).toEqual({
      flow: 'information',
      listingId: 2,
      refused: null,
    });
  });

  it('says so when the property or project no longer exists', () => {
    expect(contactRequestOf({ property: '99', request: 'visit' }, find)).toEqual({
      flow: 'contact',
      missing: 'listing',
    });
    expect(contactRequestOf({ property: 'x' }, find)).toEqual({
      flow: 'contact',
      missing: 'listing',
    });
    expect(contactRequestOf({ project: '8' }, find)).toEqual({
      flow: 'contact',
      missing: 'project',
    });
    expect(contactRequestOf({ project: '7' }, find)).toEqual({ flow: 'project', projectId: 7 });
    expect(contactRequestOf({ request: 'testimonial' }, find)).toEqual({ flow: 'testimonial' });
    expect(contactRequestOf({}, find)).toEqual({ flow: 'contact', missing: null });
  });
});

describe('the documents of a listing', () => {
  const none = {
    energy: {
      value: null,
      written: null,
      co2: null,
      validUntil: null,
      reference: null,
      insulationClass: null,
      label: null,
    },
    pictures: [{ url: '/a.jpg', width: 1, height: 1, id: 1, scene: 'living' }],
    planning: {
      buildingPermit: null,
      summons: null,
      allotmentPermit: null,
      preemptionRight: null,
      zoning: null,
      judicialDecision: null,
      floodRiskP: null,
      floodRiskG: null,
      floodArea: null,
      asbestos: 'pending',
      electricalInspection: null,
    },
  };

  it('are none when the data names no certificate, plan, planning information or report', () => {
    expect(listingDocuments(none)).toEqual([]);
  });

  it('are each certificate, plan and report the data names', () => {
    expect(
      listingDocuments({
        energy: { ...none.energy, reference: '20251203-0001234-01' },
        pictures: [...none.pictures, { url: '/p.jpg', width: 1, height: 1, id: 2, scene: 'plan' }],
        planning: {
          ...none.planning,
          zoning: 'residential',
          asbestos: 'available',
          electricalInspection: 'not-compliant',
        },
      }),
    ).toEqual([
      'energyCertificate',
      'floorPlan',
      'planningInfo',
      'asbestosCertificate',
      'electricalInspection',
    ]);
    expect(
      listingDocuments({ ...none, planning: { ...none.planning, asbestos: 'not-required' } }),
      'a certificate not required is no document',
    ).toEqual([]);
  });

  it('have a name in every language', () => {
    for (const messages of [en, nl, fr, de]) {
      expect(Object.keys(messages.Forms.documents.kinds).sort()).toEqual([
        'asbestosCertificate',
        'electricalInspection',
        'energyCertificate',
        'floorPlan',
        'planningInfo',
      ]);
    }
  });
});
