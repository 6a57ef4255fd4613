import type { EnergyRegion } from './region';

/**
 * The Flemish renovation obligation (renovatieverplichting) that an advertisement for a sale must
 * announce. Nothing comparable is in force in Brussels, Wallonia or Luxembourg (README ›
 * Regulation): Brussels' ordinance of 7 March 2024 sets deadlines for every owner from 2033, not
 * at a purchase, and Wallonia's purchase obligation was postponed to deeds from 2028 and is not law.
 */
export type RenovationDuty =
  | {
      kind: 'residential';
      /** The certificate's label that triggers it, as written ("E"). */
      label: string;
      /** The label to reach within `years` of the deed. */
      target: 'D' | 'C';
      /** First day of deeds the tier applies to (ISO date). */
      since: string;
      years: 5;
    }
  | { kind: 'non-residential'; since: string; years: 5 };

/** Property types (WebID) by what the obligation sees in them; land (4) carries none. */
const RESIDENTIAL_TYPES: ReadonlySet<number> = new Set([1, 2, 3, 7, 8]);
const NON_RESIDENTIAL_TYPES: ReadonlySet<number> = new Set([5, 6]);

/**
 * Residential tiers by the date of the notarial deed (Energiebesluit; VEKA): from 2023 labels E
 * and F must reach D within five years; from 2028 labels D, E and F must reach C.
 */
const RESIDENTIAL_TIERS = [
  { since: '2028-01-01', triggers: ['d', 'e', 'f'], target: 'C' },
  { since: '2023-01-01', triggers: ['e', 'f'], target: 'D' },
] as const;

const NON_RESIDENTIAL_SINCE = '2022-01-01';

/**
 * The renovation obligation a buyer takes on, or null: only a sale (a transfer of full ownership),
 * only in Flanders, only a building. A home needs its EPC label (Flemish scale, file-name form
 * such as `e` or `a_plus`) to be one of its tier's triggers; without a label nothing is claimed.
 * A non-residential building must meet the minimum requirements whatever its label.
 * `on` is the day of the deed the page assumes: today.
 */
export function renovationDuty(input: {
  goal: 'sale' | 'rent';
  region: EnergyRegion | null;
  typeId: number;
  label: string | null | undefined;
  on?: Date;
}): RenovationDuty | null {
  if (input.goal !== 'sale' || input.region !== 'flanders') return null;
  const day = (input.on ?? new Date()).toISOString().slice(0, 10);
  if (NON_RESIDENTIAL_TYPES.has(input.typeId)) {
    return day >= NON_RESIDENTIAL_SINCE
      ? { kind: 'non-residential', since: NON_RESIDENTIAL_SINCE, years: 5 }
      : null;
  }
  if (!RESIDENTIAL_TYPES.has(input.typeId) || !input.label) return null;
  const tier = RESIDENTIAL_TIERS.find((candidate) => day >= candidate.since);
  if (!tier) return null;
  const letter = input.label.toLowerCase();
  if (!(tier.triggers as readonly string[]).includes(letter)) return null;
  return {
    kind: 'residential',
    label: letter.toUpperCase(),
    target: tier.target,
    since: tier.since,
    years: 5,
  };
}
