import type { Listing } from '@/lib/model/types';
import {
  purchaseCosts,
  type CostRegion,
  type PropertyKind,
  type PurchaseCosts,
  type PurchaseInput,
  type Situation,
} from './calculate';

/** Building land (WebID 4); offices, shops and industrial buildings (5, 6) are never a home. */
const LAND_TYPE = 4;
const NON_RESIDENTIAL_TYPES: ReadonlySet<number> = new Set([5, 6]);

export type CostSubject = {
  price: number;
  region: CostRegion;
  kind: PropertyKind;
  newBuild: boolean;
  /** The situations a buyer of it can be in: a shop or an office is never the buyer's own home. */
  situations: Situation[];
};

/**
 * What the cost of buying a listing depends on, or null where the calculator does not apply: a
 * rental, a property sold already, a price not published, a life annuity
 * (duty on the bouquet and the capitalised annuity), a place outside Belgium and Luxembourg.
 * A unit of a new-build project, or a listing with VAT in its costs, is bought with VAT. A
 * "starting from" price is taken as it is shown.
 */
export function costSubject(
  listing: Pick<
    Listing,
    'goal' | 'unavailable' | 'price' | 'region' | 'typeId' | 'projectId' | 'lifeAnnuity'
  > & {
    costs: Pick<Listing['costs'], 'vat'>;
  },
): CostSubject | null {
  if (listing.goal !== 'sale' || listing.unavailable || listing.lifeAnnuity) return null;
  if (listing.price === null || listing.price <= 0 || !listing.region) return null;
  const residential = !NON_RESIDENTIAL_TYPES.has(listing.typeId);
  return {
    price: listing.price,
    region: listing.region,
    kind: listing.typeId === LAND_TYPE ? 'land' : 'home',
    newBuild: listing.projectId !== null || (listing.costs.vat ?? 0) > 0,
    situations: residential ? ['own-home', 'other'] : ['other'],
  };
}

export function subjectInput(subject: CostSubject, situation: Situation): PurchaseInput {
  return {
    price: subject.price,
    region: subject.region,
    situation,
    kind: subject.kind,
    newBuild: subject.newBuild,
    buyers: 1,
  };
}

/** The cost of buying a listing in one situation, with the input it was computed from. */
export type SituationCosts = { situation: Situation; input: PurchaseInput; costs: PurchaseCosts };

/**
 * The one source of a listing's duty, VAT and notary figures (issue 35 › 10): what the detail
 * page's section and the favourites comparison both show, computed from the listing's current
 * price with the rules in force on `day`, per situation a buyer of it can be in. Null where the
 * calculator does not apply (see costSubject); the feed's own figures are then the agency's.
 */
export function listingCosts(
  listing: Parameters<typeof costSubject>[0],
  day: string,
): { subject: CostSubject; columns: SituationCosts[] } | null {
  const subject = costSubject(listing);
  if (!subject) return null;
  return {
    subject,
    columns: subject.situations.map((situation) => {
      const input = subjectInput(subject, situation);
      return { situation, input, costs: purchaseCosts(input, day) };
    }),
  };
}
