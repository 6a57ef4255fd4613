import { energyRegion, type BelgianRegion, type EnergyRegion } from './region';

/**
 * Label tables, as upper bounds in kWh/m²·year. A value belongs to the first row whose upper
 * bound it does not exceed, so each bound is inclusive: in Flanders 100 is still `a` and 100.1 is
 * `b`; in Brussels 23 is `a` and 23.5 is `a_sub` (a value between two written integer ranges goes
 * up). Values below 0 get the best label; 0 opens the next row, as the tables write it. Brussels
 * `f_sub` covers 323–345: the spec's "223" is a typo that would overlap `e`, `e_sub` and `f`.
 */
type Row = { upTo: number; label: string };

const TABLES: Record<BelgianRegion, { belowZero: string; rows: Row[]; above: string }> = {
  flanders: {
    belowZero: 'a_plus',
    rows: [
      { upTo: 100, label: 'a' },
      { upTo: 200, label: 'b' },
      { upTo: 300, label: 'c' },
      { upTo: 400, label: 'd' },
      { upTo: 500, label: 'e' },
    ],
    above: 'f',
  },
  brussels: {
    belowZero: 'a_plus',
    rows: [
      { upTo: 23, label: 'a' },
      { upTo: 45, label: 'a_sub' },
      { upTo: 62, label: 'b_plus' },
      { upTo: 79, label: 'b' },
      { upTo: 95, label: 'b_sub' },
      { upTo: 113, label: 'c_plus' },
      { upTo: 132, label: 'c' },
      { upTo: 150, label: 'c_sub' },
      { upTo: 170, label: 'd_plus' },
      { upTo: 190, label: 'd' },
      { upTo: 210, label: 'd_sub' },
      { upTo: 232, label: 'e_plus' },
      { upTo: 253, label: 'e' },
      { upTo: 275, label: 'e_sub' },
      { upTo: 298, label: 'f_plus' },
      { upTo: 322, label: 'f' },
      { upTo: 345, label: 'f_sub' },
    ],
    above: 'g',
  },
  wallonia: {
    belowZero: 'a_plusplus',
    rows: [
      { upTo: 45, label: 'a_plus' },
      { upTo: 85, label: 'a' },
      { upTo: 170, label: 'b' },
      { upTo: 255, label: 'c' },
      { upTo: 340, label: 'd' },
      { upTo: 425, label: 'e' },
      { upTo: 510, label: 'f' },
    ],
    above: 'g',
  },
};

/** Every label of every scheme, best first: the images shipped under /images/epc/{region}/. */
export const ENERGY_LABELS: Record<EnergyRegion, readonly string[]> = {
  flanders: [
    TABLES.flanders.belowZero,
    ...TABLES.flanders.rows.map((row) => row.label),
    TABLES.flanders.above,
  ],
  brussels: [
    TABLES.brussels.belowZero,
    ...TABLES.brussels.rows.map((row) => row.label),
    TABLES.brussels.above,
  ],
  wallonia: [
    TABLES.wallonia.belowZero,
    ...TABLES.wallonia.rows.map((row) => row.label),
    TABLES.wallonia.above,
  ],
  luxembourg: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'],
};

/** The label of an energy-performance value in a Belgian region's table. */
export function labelFromValue(region: BelgianRegion, value: number): string {
  const table = TABLES[region];
  if (value < 0) return table.belowZero;
  return table.rows.find((row) => value <= row.upTo)?.label ?? table.above;
}

/** A written label ("A+", "C-", "a_plus", "B") in the file-name form of the scheme, if it has it. */
export function normalizeWrittenLabel(
  region: EnergyRegion,
  written: string | null | undefined,
): string | null {
  if (!written) return null;
  const compact = written.trim().toLowerCase().replace(/\s+/g, '');
  const normalized = compact
    .replace(/^([a-i])\+\+$/, '$1_plusplus')
    .replace(/^([a-i])\+$/, '$1_plus')
    .replace(/^([a-i])[-−–]$/, '$1_sub');
  return ENERGY_LABELS[region].includes(normalized) ? normalized : null;
}

export type EnergyLabel = { region: EnergyRegion; label: string; image: string };

/**
 * The label of a listing from its energy-performance value through its region's table, with
 * the written label as fallback. Luxembourg uses its own A–I labels (from the written label);
 * a country other than Belgium or Luxembourg gets none.
 */
export function energyLabel(input: {
  countryId: number | null | undefined;
  postcode: string | number | null | undefined;
  value?: number | null;
  written?: string | null;
}): EnergyLabel | null {
  const region = energyRegion(input.countryId, input.postcode);
  if (!region) return null;
  const fromValue =
    region !== 'luxembourg' && typeof input.value === 'number' && Number.isFinite(input.value)
      ? labelFromValue(region, input.value)
      : null;
  const label = fromValue ?? normalizeWrittenLabel(region, input.written);
  return label ? { region, label, image: energyLabelImage(region, label) } : null;
}

export function energyLabelImage(region: EnergyRegion, label: string): string {
  return `/images/epc/${region}/${label}.png`;
}

/** The label as people write it: `a_plus` → "A+", `c_sub` → "C-", `a_plusplus` → "A++". */
export function displayLabel(label: string): string {
  return label.replace('_plusplus', '++').replace('_plus', '+').replace('_sub', '-').toUpperCase();
}
