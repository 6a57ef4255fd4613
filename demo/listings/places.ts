/**
 * The municipalities listings are placed in (lib/data/municipalities.ts: real postcodes, names
 * per language, centre, extent and streets) with the market levels that make prices realistic.
 */
import { MUNICIPALITIES, municipalityKey, type Municipality } from '@/lib/data/municipalities';

export type Place = Municipality & {
  /** Typical asking price per m² of living space. */
  pricePerSquareMetre: number;
  /** Typical monthly rent per m². */
  rentPerSquareMetre: number;
};

/** [sale €/m², monthly rent €/m²] per municipality (country-postcode). */
const MARKET: Record<string, readonly [number, number]> = {
  '10-1000': [3600, 16],
  '10-1050': [4100, 17],
  '10-1040': [3800, 16],
  '10-1180': [4300, 16],
  '10-1200': [3900, 15],
  '10-1030': [3000, 14],
  '10-1060': [3500, 15],
  '10-1160': [3900, 15],
  '10-9000': [3500, 14],
  '10-2000': [3300, 14],
  '10-3000': [3800, 15],
  '10-8000': [3100, 13],
  '10-2800': [3100, 13],
  '10-3500': [2700, 12],
  '10-8500': [2500, 11],
  '10-8400': [3400, 13],
  '10-3080': [3900, 15],
  '10-1640': [3700, 14],
  '10-4000': [2200, 11],
  '10-5000': [2500, 11],
  '10-6000': [1600, 9],
  '10-7000': [1900, 10],
  '10-1410': [3400, 13],
  '10-1300': [2900, 12],
  '10-1348': [3100, 13],
  '10-4900': [2100, 10],
  '10-7500': [1900, 10],
  '10-4700': [2300, 10],
  '50-2449': [10500, 33],
  '50-4001': [7600, 26],
  '50-8010': [10000, 31],
  '50-8050': [9800, 30],
};

export const PLACES: Place[] = MUNICIPALITIES.map((municipality) => {
  const market = MARKET[municipalityKey(municipality.countryId, municipality.zip)];
  if (!market) throw new Error(`no market level for ${municipality.zip}`);
  return { ...municipality, pricePerSquareMetre: market[0], rentPerSquareMetre: market[1] };
});
