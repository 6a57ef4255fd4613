import type { FieldKey } from '@/lib/i18n/message-keys';
import type { Listing } from '@/lib/data/types';
import { energyFacts, pricePerArea, type FactValue } from '@/lib/format/listing-facts';

/**
 * The rows of the compare view: one per fact, one value per listing (null where a listing has
 * none), in the order a buyer weighs them. A row no compared listing has a value for is left out;
 * price and status always show (the page writes the price itself: "starting from", per month).
 */
export type CompareRow =
  | { kind: 'price' }
  | { kind: 'status'; values: CompareStatus[] }
  | { kind: 'fact'; field: FieldKey; values: (FactValue | null)[] };

export type CompareStatus = 'available' | 'new' | 'take-over' | 'sold' | 'rented';

const area = (value: number | null): FactValue | null =>
  value ? { kind: 'area', value: Math.round(value) } : null;
const count = (value: number | null): FactValue | null => (value ? { kind: 'count', value } : null);
const money = (value: number | null): FactValue | null => (value ? { kind: 'money', value } : null);

function energyFact(listing: Listing, fields: string[]): FactValue | null {
  return energyFacts(listing).find((fact) => fields.includes(fact.field))?.value ?? null;
}

const FACTS: { field: FieldKey; value: (listing: Listing) => FactValue | null }[] = [
  { field: 'pricePerSquareMetre', value: (listing) => pricePerArea(listing) ?? null },
  { field: 'surfaceLiving', value: (listing) => area(listing.surfaces.living) },
  { field: 'surfaceGround', value: (listing) => area(listing.surfaces.ground) },
  { field: 'bedrooms', value: (listing) => count(listing.rooms.bedrooms) },
  { field: 'bathrooms', value: (listing) => count(listing.rooms.bathrooms) },
  // the label's name differs by scheme (Luxembourg's energy-efficiency class); one row for both
  { field: 'epcLabel', value: (listing) => energyFact(listing, ['epcLabel', 'energyClass']) },
  { field: 'epcValue', value: (listing) => energyFact(listing, ['epcValue']) },
  {
    field: 'constructionYear',
    value: (listing) =>
      listing.building.constructionYear
        ? { kind: 'year', value: listing.building.constructionYear }
        : null,
  },
  { field: 'chargesRenter', value: (listing) => money(listing.costs.chargesRenter) },
  { field: 'chargesOwner', value: (listing) => money(listing.costs.chargesOwner) },
  { field: 'notaryFeeEstimate', value: (listing) => money(listing.costs.notaryFee) },
  {
    field: 'registrationRightsEstimate',
    value: (listing) => money(listing.costs.registrationRights),
  },
  { field: 'vatEstimate', value: (listing) => money(listing.costs.vat) },
  { field: 'agencyCosts', value: (listing) => money(listing.costs.agencyCosts) },
];

export function compareStatus(listing: Pick<Listing, 'banner'>): CompareStatus {
  return listing.banner ?? 'available';
}

export function compareRows(listings: readonly Listing[]): CompareRow[] {
  const facts = FACTS.map(({ field, value }): CompareRow => ({
    kind: 'fact',
    field,
    values: listings.map(value),
  })).filter((row) => row.kind === 'fact' && row.values.some((value) => value !== null));
  return [{ kind: 'price' }, ...facts, { kind: 'status', values: listings.map(compareStatus) }];
}
