import type { Listing } from '@/lib/model/types';

/** The documents the agency holds for a listing and can send on request ("contact for documents"). */
export const DOCUMENT_KINDS = [
  'energyCertificate',
  'floorPlan',
  'planningInfo',
  'asbestosCertificate',
  'electricalInspection',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

type DocumentFacts = Pick<Listing, 'energy' | 'pictures' | 'planning'>;

/**
 * What the data set says exists on paper for this listing: an energy certificate with its number,
 * a floor plan among the photos, the planning information (its zoning is known), an asbestos
 * certificate that is available (not merely requested or not required), an electrical inspection
 * report (compliant or not). A listing with none of these has no documents to send.
 */
export function listingDocuments(listing: DocumentFacts): DocumentKind[] {
  const held: Record<DocumentKind, boolean> = {
    energyCertificate: Boolean(listing.energy.reference),
    floorPlan: listing.pictures.some((picture) => picture.scene === 'plan'),
    planningInfo: listing.planning.zoning !== null,
    asbestosCertificate: listing.planning.asbestos === 'available',
    electricalInspection: listing.planning.electricalInspection !== null,
  };
  return DOCUMENT_KINDS.filter((kind) => held[kind]);
}
