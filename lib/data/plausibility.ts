import { energyRegion, type EnergyRegion } from '@/lib/energy/region';
import { isWorkplace } from '@/lib/model/property-use';
import { distanceKm } from '@/lib/map/distance';
import { municipalitiesWithStreet, municipalityOf } from './municipalities';
import type { RawListing, RawPayload, RawProject } from './schema';

/**
 * Plausibility of a data set: facts that the schema alone cannot judge but a reader would see
 * are wrong — a flat on the 6th floor of a 4-floor building, a Liège street on a Namur listing, a
 * building plot with bedrooms. A data set that breaks one of these rules is refused.
 */

export type Implausibility = {
  kind: 'listing' | 'project';
  id: number;
  language: string;
  rule: string;
  detail: string;
};

/** WebIDs: 4 is land (a building plot), 5 offices and shops, 6 semi-industrial. */
const LAND = 4;
const NON_RESIDENTIAL = new Set([LAND, 5, 6]);
/** Homes whose price per m² of living space is compared with the market (apartment, house, exceptional, relocation). */
const HOMES = new Set([1, 2, 3, 8]);
const PRICE_TOTAL = 1;
const PRICE_MONTHLY = 2;
const PRICE_FROM = 7;

/**
 * Asking prices per m² of living space that a real listing stays within, per region (euros):
 * sale prices and monthly rents. Wide on purpose: they catch a misplaced digit or a rent
 * entered as a sale price, not an expensive flat. Sources: Statbel's 2024–2025 sale prices per
 * region and Luxembourg's Observatoire de l'Habitat asking prices, with a factor of about
 * three either side of the regional median.
 */
export const PRICE_PER_SQUARE_METRE: Record<
  EnergyRegion,
  { sale: [number, number]; rent: [number, number] }
> = {
  brussels: { sale: [1_500, 12_000], rent: [7, 45] },
  flanders: { sale: [1_000, 10_000], rent: [5, 40] },
  wallonia: { sale: [700, 8_000], rent: [4, 35] },
  luxembourg: { sale: [3_500, 25_000], rent: [12, 70] },
};

/** Building land, price per m² of plot. */
export const LAND_PRICE_PER_SQUARE_METRE: Record<EnergyRegion, [number, number]> = {
  brussels: [150, 3_000],
  flanders: [40, 1_500],
  wallonia: [15, 800],
  luxembourg: [200, 4_000],
};

type Rule = { rule: string; broken: (listing: RawListing) => string | null };

/** How each language names the living area of a home: never the surface of an office or a warehouse. */
const LIVING_AREA_WORDS = {
  en: /\bliving (?:area|space)\b/i,
  nl: /\bbewoonbare? (?:oppervlakte|opp\.)/i,
  fr: /\b(?:surface|superficie)s? habitables?\b|\bm² habitables?\b/i,
  de: /wohnfläche/i,
} as const;

const present = (value: unknown) => value !== null && value !== undefined && value !== false;

const LISTING_RULES: Rule[] = [
  {
    rule: 'floor within floors',
    broken: (l) =>
      l.Floor !== null && l.Floors !== null && l.Floor >= l.Floors
        ? `floor ${l.Floor} of a building of ${l.Floors} floors (ground floor 0)`
        : null,
  },
  {
    rule: 'no garden above the ground floor',
    broken: (l) =>
      l.Floor !== null && l.Floor > 0 && (l.Garden === true || l.SurfaceGarden !== null)
        ? `a garden on floor ${l.Floor} (a terrace is one)`
        : null,
  },
  {
    rule: 'garden flag and garden area agree',
    broken: (l) =>
      (l.Garden === true) !== (l.SurfaceGarden !== null)
        ? `Garden ${String(l.Garden)} with garden area ${String(l.SurfaceGarden)}`
        : null,
  },
  {
    rule: 'garden within the plot',
    broken: (l) =>
      l.SurfaceGarden !== null && l.SurfaceGround !== null && l.SurfaceGarden > l.SurfaceGround
        ? `garden ${l.SurfaceGarden} m² on a plot of ${l.SurfaceGround} m²`
        : null,
  },
  {
    rule: 'renovated after built',
    broken: (l) =>
      l.RenovationYear !== null &&
      l.ConstructionYear !== null &&
      l.RenovationYear < l.ConstructionYear
        ? `renovated ${l.RenovationYear}, built ${l.ConstructionYear}`
        : null,
  },
  {
    rule: 'no rooms, building or energy certificate on a plot',
    broken: (l) => {
      if (l.WebID !== LAND) return null;
      const fields = {
        Bedrooms: l.Bedrooms,
        Bathrooms: l.Bathrooms,
        SurfaceLiving: l.SurfaceLiving,
        Floors: l.Floors,
        Floor: l.Floor,
        Facades: l.Facades,
        Condition: l.Condition,
        Heating: l.Heating,
        Kitchen: l.Kitchen,
        EnergyPerformance: l.EnergyPerformance,
        EPCLabelText: l.EPCLabelText,
        Lift: l.Lift,
      } as const;
      const filled = Object.entries(fields)
        .filter(([, value]) => present(value))
        .map(([field]) => field);
      return filled.length > 0 ? `a building plot with ${filled.join(', ')}` : null;
    },
  },
  {
    rule: 'no bedrooms in offices, shops or industrial buildings',
    broken: (l) =>
      NON_RESIDENTIAL.has(l.WebID) && l.WebID !== LAND && present(l.Bedrooms)
        ? `type ${l.WebID} with ${l.Bedrooms} bedrooms`
        : null,
  },
  {
    rule: 'a workplace has a floor area, not a living area',
    broken: (l) => {
      if (!isWorkplace(l.WebID)) return null;
      const words = LIVING_AREA_WORDS[l.language as keyof typeof LIVING_AREA_WORDS];
      if (!words) return null;
      const field = (['TypeDescription', 'Description'] as const).find((name) =>
        words.test(l[name]),
      );
      return field ? `type ${l.WebID} whose ${field} says "${words.exec(l[field])?.[0]}"` : null;
    },
  },
  {
    rule: 'Flemish planning and flood disclosures only in Flanders',
    broken: (l) => {
      if (energyRegion(l.CountryID, l.Zip) === 'flanders') return null;
      const fields = {
        FloodRiskP: l.FloodRiskP,
        FloodRiskG: l.FloodRiskG,
        FloodArea: l.FloodArea,
        PreemptionRight: l.PreemptionRight,
        AsbestosCertificate: l.AsbestosCertificate,
      } as const;
      const filled = Object.entries(fields)
        .filter(([, value]) => value !== null)
        .map(([field]) => field);
      return filled.length > 0 ? `${filled.join(', ')} outside Flanders` : null;
    },
  },
  {
    rule: "an insulation class only on Luxembourg's energy passport",
    broken: (l) =>
      l.EPCInsulationClass !== null && l.CountryID !== 50
        ? `insulation class ${l.EPCInsulationClass} outside Luxembourg`
        : null,
  },
  {
    rule: 'available-from date only on a rental',
    broken: (l) =>
      l.Goal === 0 && l.AvailableFrom !== null
        ? `for sale, available from ${l.AvailableFrom}`
        : null,
  },
  {
    rule: 'price per m² within the regional range',
    broken: (l) => {
      const region = energyRegion(l.CountryID, l.Zip);
      if (!region || l.AnnuityBouquet !== null || l.Price <= 0) return null;
      if (l.WebID === LAND && l.Goal === 0 && l.SurfaceGround) {
        const [low, high] = LAND_PRICE_PER_SQUARE_METRE[region];
        const perMetre = l.Price / l.SurfaceGround;
        return perMetre < low || perMetre > high
          ? `land at € ${Math.round(perMetre)}/m² (${region}: ${low}–${high})`
          : null;
      }
      if (!HOMES.has(l.WebID) || !l.SurfaceLiving) return null;
      const sale = l.Goal === 0;
      if (sale ? ![PRICE_TOTAL, PRICE_FROM].includes(l.PriceUnit) : l.PriceUnit !== PRICE_MONTHLY)
        return null;
      const [low, high] = PRICE_PER_SQUARE_METRE[region][sale ? 'sale' : 'rent'];
      const perMetre = l.Price / l.SurfaceLiving;
      return perMetre < low || perMetre > high
        ? `${sale ? 'sale' : 'rent'} at € ${perMetre.toFixed(1)}/m² (${region}: ${low}–${high})`
        : null;
    },
  },
];

/** Name, coordinates and street of a record fit the municipality of its postcode. */
function placeProblems(record: RawListing | RawProject): { rule: string; detail: string }[] {
  const problems: { rule: string; detail: string }[] = [];
  const municipality = municipalityOf(record.CountryID, record.Zip);
  if (municipality) {
    const expected = municipality.names[record.language];
    if (record.City !== expected)
      problems.push({
        rule: 'city name of the postcode',
        detail: `${record.Zip} is ${expected} in ${record.language}, not "${record.City}"`,
      });
    const distance = distanceKm(municipality, {
      latitude: record.Latitude,
      longitude: record.Longitude,
    });
    if (distance > municipality.radiusKm) {
      problems.push({
        rule: 'coordinates within the municipality',
        detail: `${distance.toFixed(1)} km from the centre of ${expected} (at most ${municipality.radiusKm} km)`,
      });
    }
  }
  const owners = municipalitiesWithStreet(record.Street);
  if (
    owners.length > 0 &&
    !owners.some((owner) => owner.zip === record.Zip && owner.countryId === record.CountryID)
  ) {
    problems.push({
      rule: 'street within the municipality',
      detail: `"${record.Street}" is a street of ${owners.map((owner) => owner.names.en).join(', ')}, not of ${record.Zip} ${record.City}`,
    });
  }
  return problems;
}

export function findImplausibilities(payload: RawPayload): Implausibility[] {
  const found: Implausibility[] = [];
  for (const listing of payload.listings) {
    for (const { rule, broken } of LISTING_RULES) {
      const detail = broken(listing);
      if (detail)
        found.push({ kind: 'listing', id: listing.ID, language: listing.language, rule, detail });
    }
    for (const problem of placeProblems(listing))
      found.push({ kind: 'listing', id: listing.ID, language: listing.language, ...problem });
  }
  // A project's address and its units' agree: the units stand on the project's street.
  const projects = new Map(
    payload.projects.map((project) => [`${project.ID}/${project.language}`, project]),
  );
  for (const listing of payload.listings) {
    const project =
      listing.ProjectID === null
        ? undefined
        : projects.get(`${listing.ProjectID}/${listing.language}`);
    if (
      project &&
      (project.Street !== listing.Street ||
        project.Zip !== listing.Zip ||
        project.CountryID !== listing.CountryID)
    )
      found.push({
        kind: 'listing',
        id: listing.ID,
        language: listing.language,
        rule: "a project's unit on the project's street",
        detail: `"${listing.Street}", ${listing.Zip}; project ${project.ID} is at "${project.Street} ${project.HouseNumber}", ${project.Zip}`,
      });
  }
  for (const project of payload.projects) {
    for (const problem of placeProblems(project))
      found.push({ kind: 'project', id: project.ID, language: project.language, ...problem });
  }
  return found;
}

export function describeImplausibility(problem: Implausibility): string {
  return `${problem.kind} ${problem.id} (${problem.language}): ${problem.rule}: ${problem.detail}`;
}
