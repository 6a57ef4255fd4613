import type { FieldKey } from '@/lib/i18n/message-keys';
import { isoDay, type Situation } from '@/lib/costs/calculate';
import { listingCosts } from '@/lib/costs/listing';
import type { Listing } from '@/lib/model/types';
import { energyFacts, pricePerArea, type FactValue } from '@/lib/format/listing-facts';

/**
 * The rows of the compare view: one per fact, one value per listing (null where a listing has
 * none), in the order a buyer weighs them. A row no compared listing has a value for is left out;
 * price and status always show (the page writes the price itself: "starting from", per month).
 */
export type CompareRow =
  | { kind: 'price' }
  | { kind: 'status'; values: CompareStatus[] }
  | { kind: 'fact'; field: FieldKey; values: (FactValue | null)[] }
  | { kind: 'cost'; cost: CompareCostKind; values: (CompareCost | null)[] };

/** The calculator's figures: the tax (registration duty or VAT) per situation, and the notary. */
export const COMPARE_COSTS = ['taxOwnHome', 'taxOther', 'notary'] as const;
export type CompareCostKind = (typeof COMPARE_COSTS)[number];
export type CompareCost = { amount: number; tax?: 'duty' | 'vat'; rate?: number };

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
  { field: 'agencyCosts', value: (listing) => money(listing.costs.agencyCosts) },
];

export function compareStatus(listing: Pick<Listing, 'banner'>): CompareStatus {
  return listing.banner ?? 'available';
}

/**
 * The feed's own notary, duty and VAT figures, shown only for a listing the calculator does not
 * apply to (a rental, a life annuity…), labelled as the agency's estimate, as on the detail page.
 */
const ESTIMATES: { field: FieldKey; value: (listing: Listing) => FactValue | null }[] = [
  { field: 'notaryFeeEstimate', value: (listing) => money(listing.costs.notaryFee) },
  {
    field: 'registrationRightsEstimate',
    value: (listing) => money(listing.costs.registrationRights),
  },
  { field: 'vatEstimate', value: (listing) => money(listing.costs.vat) },
];

function costCell(
  computed: ReturnType<typeof listingCosts>,
  kind: CompareCostKind,
): CompareCost | null {
  if (!computed) return null;
  const situation: Situation = kind === 'taxOther' ? 'other' : 'own-home';
  const column =
    kind === 'notary'
      ? computed.columns[0]
      : computed.columns.find((candidate) => candidate.situation === situation);
  if (!column) return null;
  if (kind === 'notary') return { amount: column.costs.notary.amount };
  const { tax } = column.costs;
  return { amount: tax.amount, tax: tax.kind, rate: tax.rate };
}

/**
 * One figure per cost (issue 35 › 10): duty, VAT and notary come from the calculator
 * (lib/costs), computed from each listing's current price on `day` exactly as its detail page
 * does; the feed's figures appear only where the calculator does not apply.
 */
export function compareRows(listings: readonly Listing[], day = isoDay()): CompareRow[] {
  const computed = listings.map((listing) => listingCosts(listing, day));
  const fact = (field: FieldKey, value: (listing: Listing, index: number) => FactValue | null) =>
    ({ kind: 'fact', field, values: listings.map(value) }) satisfies CompareRow;
  const rows: CompareRow[] = [
    ...FACTS.filter(({ field }) => field !== 'agencyCosts').map(({ field, value }) =>
      fact(field, value),
    ),
    ...COMPARE_COSTS.map((cost): CompareRow => ({
      kind: 'cost',
      cost,
      values: computed.map((costs) => costCell(costs, cost)),
    })),
    ...ESTIMATES.map(({ field, value }) =>
      fact(field, (listing, index) => (computed[index] ? null : value(listing))),
    ),
    ...FACTS.filter(({ field }) => field === 'agencyCosts').map(({ field, value }) =>
      fact(field, value),
    ),
  ];
  const shown = rows.filter(
    (row) => row.kind === 'price' || row.kind === 'status' || row.values.some((v) => v !== null),
  );
  return [{ kind: 'price' }, ...shown, { kind: 'status', values: listings.map(compareStatus) }];
}
