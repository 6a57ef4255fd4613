import type { Listing } from '@/lib/model/types';
import { costSubject } from '@/lib/costs/listing';
import { mainSurfaceField } from '@/lib/model/property-use';
import type { FieldKey } from '@/lib/i18n/message-keys';
import { certificateOf } from '@/lib/energy/certificate';
import { displayLabel } from '@/lib/energy/labels';
import { isDisclosed, type PlanningField } from '@/lib/regulation/planning';
import { PRICE_UNIT_STARTING_FROM } from './price';

/** A fact of a listing, typed by how it is shown; the page translates labels and values. */
export type FactValue =
  | { kind: 'count'; value: number }
  | { kind: 'area'; value: number }
  | { kind: 'length'; value: number }
  | { kind: 'year'; value: number }
  | { kind: 'floor'; value: number }
  | { kind: 'bool'; value: boolean }
  | { kind: 'enum'; group: EnumGroup; value: string }
  | { kind: 'money'; value: number }
  /** Euros per square metre, rounded to the euro. */
  | { kind: 'moneyPerArea'; value: number }
  | { kind: 'months'; value: number }
  | { kind: 'date'; value: string }
  | { kind: 'score'; value: number }
  | { kind: 'energy'; value: number }
  | { kind: 'co2'; value: number }
  /** A code written as one piece (a certificate number). */
  | { kind: 'reference'; value: string }
  | { kind: 'text'; value: string };

export type EnumGroup =
  | 'condition'
  | 'heating'
  | 'kitchen'
  | 'windowFrames'
  | 'glazing'
  | 'roof'
  | 'zoning'
  | 'judicialDecision'
  | 'floodRisk'
  | 'floodArea'
  | 'asbestos'
  | 'electricalInspection';

export type Fact = { field: FieldKey; value: FactValue };
export type FactSection = { id: SectionId; facts: Fact[] };
export type SectionId =
  | 'rooms'
  | 'surfaces'
  | 'building'
  | 'comfort'
  | 'connections'
  | 'features'
  | 'energy'
  | 'planning'
  | 'floodRisk'
  | 'mobiscore'
  | 'costs'
  | 'lifeAnnuity';

type Maybe<T> = T | null | undefined;

function fact(field: FieldKey, value: Maybe<FactValue>): Fact[] {
  return value ? [{ field, value }] : [];
}

const count = (value: Maybe<number>): Maybe<FactValue> => (value ? { kind: 'count', value } : null);
const area = (value: Maybe<number>): Maybe<FactValue> =>
  value ? { kind: 'area', value: Math.round(value) } : null;
const length = (value: Maybe<number>): Maybe<FactValue> =>
  value ? { kind: 'length', value } : null;
const year = (value: Maybe<number>): Maybe<FactValue> => (value ? { kind: 'year', value } : null);
const bool = (value: Maybe<boolean>): Maybe<FactValue> =>
  value === null || value === undefined ? null : { kind: 'bool', value };
const choice = (group: EnumGroup, value: Maybe<string>): Maybe<FactValue> =>
  value ? { kind: 'enum', group, value } : null;
const money = (value: Maybe<number>): Maybe<FactValue> => (value ? { kind: 'money', value } : null);
const score = (value: Maybe<number>): Maybe<FactValue> =>
  value === null || value === undefined ? null : { kind: 'score', value };

/**
 * What one square metre of living area costs, for a sale at a fixed price (not a "starting from"
 * price, a price on request or a life annuity, where the price is not the value of the home).
 */
export function pricePerArea(
  listing: Pick<Listing, 'goal' | 'price' | 'priceUnit' | 'surfaces' | 'lifeAnnuity'>,
): Maybe<FactValue> {
  const { price, surfaces } = listing;
  if (
    listing.goal !== 'sale' ||
    listing.lifeAnnuity ||
    listing.priceUnit === PRICE_UNIT_STARTING_FROM ||
    !price ||
    !surfaces.living
  )
    return null;
  return { kind: 'moneyPerArea', value: Math.round(price / surfaces.living) };
}

/**
 * The detail vocabulary of the product's rules grouped in sections, keeping only facts that have a value (a
 * count of 0 garages is left out; a "no" answer to a yes/no question is kept) and only sections
 * with at least one fact.
 */
export function detailSections(listing: Listing): FactSection[] {
  const {
    rooms,
    parking,
    surfaces,
    building,
    comfort,
    connections,
    features,
    planning,
    mobiscore,
    costs,
  } = listing;
  // Planning answers only where they are an official disclosure (Flemish items only in Flanders).
  const planningFact = (field: PlanningField, value: Maybe<FactValue>) =>
    isDisclosed(listing.region, field) ? fact(field, value) : [];
  const calculated = costSubject(listing) !== null;
  const sections: FactSection[] = [
    {
      id: 'rooms',
      facts: [
        ...fact('bedrooms', count(rooms.bedrooms)),
        ...fact('bathrooms', count(rooms.bathrooms)),
        ...fact('showerRooms', count(rooms.showerRooms)),
        ...fact('toilets', count(rooms.toilets)),
        ...fact('garages', count(parking.garages)),
        ...fact('parkings', count(parking.parkings)),
      ],
    },
    {
      id: 'surfaces',
      facts: [
        ...fact(mainSurfaceField(listing.typeId), area(surfaces.living)),
        ...fact('surfaceTotal', area(surfaces.total)),
        ...fact('surfaceGround', area(surfaces.ground)),
        ...fact('surfaceGarden', area(surfaces.garden)),
        ...fact('surfaceTerrace', area(surfaces.terrace)),
        ...fact('surfaceStore', area(surfaces.store)),
        ...fact('surfaceConstructed', area(surfaces.constructed)),
        ...fact('plotDepth', length(surfaces.plotDepth)),
        ...fact('frontWidth', length(surfaces.frontWidth)),
      ],
    },
    {
      id: 'building',
      facts: [
        ...fact('constructionYear', year(building.constructionYear)),
        ...fact('renovationYear', year(building.renovationYear)),
        ...fact('floors', count(building.floors)),
        ...fact('floor', building.floor === null ? null : { kind: 'floor', value: building.floor }),
        ...fact('facades', count(building.facades)),
        ...fact('condition', choice('condition', building.condition)),
      ],
    },
    {
      id: 'comfort',
      facts: [
        ...fact('heating', choice('heating', comfort.heating)),
        ...fact('kitchen', choice('kitchen', comfort.kitchen)),
        ...fact('windowFrames', choice('windowFrames', comfort.windowFrames)),
        ...fact('glazing', choice('glazing', comfort.glazing)),
        ...fact('roof', choice('roof', comfort.roof)),
      ],
    },
    {
      id: 'connections',
      facts: [
        ...fact('connectionGas', bool(connections.gas)),
        ...fact('connectionWater', bool(connections.water)),
        ...fact('connectionElectricity', bool(connections.electricity)),
        ...fact('connectionDrain', bool(connections.drain)),
      ],
    },
    {
      id: 'features',
      facts: [
        ...fact('lift', bool(features.lift)),
        ...fact('cellar', bool(features.cellar)),
        ...fact('terrace', bool(features.terrace)),
        ...fact('garden', bool(features.garden)),
        ...fact('attic', bool(features.attic)),
        ...fact('furnished', bool(features.furnished)),
      ],
    },
    { id: 'energy', facts: energyFacts(listing) },
    {
      id: 'planning',
      facts: [
        ...planningFact('buildingPermit', bool(planning.buildingPermit)),
        ...planningFact('summons', bool(planning.summons)),
        ...planningFact('allotmentPermit', bool(planning.allotmentPermit)),
        ...planningFact('preemptionRight', bool(planning.preemptionRight)),
        ...planningFact('zoning', choice('zoning', planning.zoning)),
        ...planningFact('judicialDecision', choice('judicialDecision', planning.judicialDecision)),
        ...planningFact('asbestos', choice('asbestos', planning.asbestos)),
        ...planningFact(
          'electricalInspection',
          choice('electricalInspection', planning.electricalInspection),
        ),
      ],
    },
    {
      id: 'floodRisk',
      facts: [
        ...planningFact('floodRiskP', choice('floodRisk', planning.floodRiskP)),
        ...planningFact('floodRiskG', choice('floodRisk', planning.floodRiskG)),
        ...planningFact('floodArea', choice('floodArea', planning.floodArea)),
      ],
    },
    {
      id: 'mobiscore',
      facts: mobiscore
        ? [
            ...fact('mobiscoreTotal', score(mobiscore.total)),
            ...fact('mobiscorePublicTransport', score(mobiscore.publicTransport)),
            ...fact('mobiscoreShops', score(mobiscore.shops)),
            ...fact('mobiscoreEducation', score(mobiscore.education)),
            ...fact('mobiscoreHealth', score(mobiscore.health)),
            ...fact('mobiscoreLeisure', score(mobiscore.leisure)),
          ]
        : [],
    },
    {
      id: 'costs',
      facts: [
        ...fact('pricePerSquareMetre', pricePerArea(listing)),
        ...fact('chargesRenter', money(costs.chargesRenter)),
        ...fact('chargesOwner', money(costs.chargesOwner)),
        // One figure per cost (issue 34.6): where the calculator's section computes notary, duty
        // and VAT, the feed's own figures are left out; elsewhere they are named as the agency's.
        ...(calculated
          ? []
          : [
              ...fact('notaryFeeEstimate', money(costs.notaryFee)),
              ...fact('registrationRightsEstimate', money(costs.registrationRights)),
              ...fact('vatEstimate', money(costs.vat)),
            ]),
        ...fact(
          'deposit',
          costs.depositMonths ? { kind: 'months', value: costs.depositMonths } : null,
        ),
        ...fact('agencyCosts', money(costs.agencyCosts)),
        ...fact('inventoryCosts', money(costs.inventoryCosts)),
      ],
    },
    {
      id: 'lifeAnnuity',
      facts: listing.lifeAnnuity
        ? [
            ...fact('bouquet', money(listing.lifeAnnuity.bouquet)),
            ...fact('annuityMonthly', money(listing.lifeAnnuity.monthly)),
            ...fact('occupied', bool(listing.lifeAnnuity.occupied)),
            ...fact(
              'annuityAges',
              listing.lifeAnnuity.ages.length > 0
                ? { kind: 'text', value: listing.lifeAnnuity.ages.join(', ') }
                : null,
            ),
          ]
        : [],
    },
  ];
  return sections.filter((section) => section.facts.length > 0);
}

/**
 * The energy certificate's facts in the scheme of the listing's region: the label (Luxembourg's
 * energy-efficiency class), the energy value, CO2 only where that certificate states it, validity
 * and number.
 */
export function energyFacts(listing: Pick<Listing, 'region' | 'energy'>): Fact[] {
  const { energy } = listing;
  const scheme = certificateOf(listing.region);
  const label = energy.label
    ? { kind: 'text' as const, value: displayLabel(energy.label.label) }
    : null;
  return [
    ...fact(listing.region === 'luxembourg' ? 'energyClass' : 'epcLabel', label),
    ...fact(
      'insulationClass',
      listing.region === 'luxembourg' && energy.insulationClass
        ? { kind: 'text', value: energy.insulationClass }
        : null,
    ),
    ...fact('epcValue', energy.value === null ? null : { kind: 'energy', value: energy.value }),
    ...fact(
      'co2',
      scheme?.carriesCo2 && energy.co2 !== null ? { kind: 'co2', value: energy.co2 } : null,
    ),
    ...fact('epcValidUntil', energy.validUntil ? { kind: 'date', value: energy.validUntil } : null),
    ...fact(
      'epcReference',
      energy.reference ? { kind: 'reference', value: energy.reference } : null,
    ),
  ];
}

/** The handful of facts a card or the top of a detail page shows. */
export function keyFacts(listing: Listing): Fact[] {
  return [
    ...fact('bedrooms', count(listing.rooms.bedrooms)),
    ...fact('bathrooms', count(listing.rooms.bathrooms)),
    ...fact(mainSurfaceField(listing.typeId), area(listing.surfaces.living)),
    ...fact('surfaceGround', listing.surfaces.living ? null : area(listing.surfaces.ground)),
  ];
}
