import type { EnergyRegion } from '@/lib/energy/region';

/** The planning answers of a listing (`Listing['planning']`), by field. */
export type PlanningField =
  | 'buildingPermit'
  | 'summons'
  | 'allotmentPermit'
  | 'preemptionRight'
  | 'zoning'
  | 'judicialDecision'
  | 'floodRiskP'
  | 'floodRiskG'
  | 'floodArea'
  | 'asbestos'
  | 'electricalInspection';

/**
 * Which planning answers are an official disclosure where the property lies (docs/regulation.md).
 * Flanders' information duty for sales and lettings asks for all of them (urban-planning
 * information, the water test's P- and G-scores and flood-prone area, the asbestos certificate).
 * Brussels (CoBAT) and Wallonia (CoDT) pass on urban-planning information, not the Flemish items.
 * The electrical inspection on the sale of a dwelling is federal, so Belgian. Luxembourg has none
 * of these.
 */
export const PLANNING_DISCLOSURES: Record<EnergyRegion, readonly PlanningField[]> = {
  flanders: [
    'buildingPermit',
    'summons',
    'allotmentPermit',
    'preemptionRight',
    'zoning',
    'judicialDecision',
    'floodRiskP',
    'floodRiskG',
    'floodArea',
    'asbestos',
    'electricalInspection',
  ],
  brussels: ['buildingPermit', 'allotmentPermit', 'zoning', 'electricalInspection'],
  wallonia: ['buildingPermit', 'allotmentPermit', 'zoning', 'electricalInspection'],
  luxembourg: [],
};

/** Whether a planning answer is shown for a property in this region (none outside Belgium and Luxembourg). */
export function isDisclosed(
  region: EnergyRegion | null | undefined,
  field: PlanningField,
): boolean {
  return region ? PLANNING_DISCLOSURES[region].includes(field) : false;
}
