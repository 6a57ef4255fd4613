export type BelgianRegion = 'brussels' | 'flanders' | 'wallonia';
export type EnergyRegion = BelgianRegion | 'luxembourg';

/** Country ids. */
export const COUNTRY_BELGIUM = 10;
export const COUNTRY_LUXEMBOURG = 50;

/** Postcode regions: 1000–1299 Brussels; 1300–1499 and 4000–7999 Wallonia; 1500–3999 and 8000–9999 Flanders. */
export function regionFromPostcode(
  postcode: string | number | null | undefined,
): BelgianRegion | null {
  const digits = String(postcode ?? '').trim();
  if (!/^[0-9]{4}$/.test(digits)) return null;
  const code = Number(digits);
  if (code >= 1000 && code <= 1299) return 'brussels';
  if ((code >= 1300 && code <= 1499) || (code >= 4000 && code <= 7999)) return 'wallonia';
  if ((code >= 1500 && code <= 3999) || (code >= 8000 && code <= 9999)) return 'flanders';
  return null;
}

/** The energy-label scheme of a place: the Belgian region of its postcode, or Luxembourg's own. */
export function energyRegion(
  countryId: number | null | undefined,
  postcode: string | number | null | undefined,
): EnergyRegion | null {
  if (countryId === COUNTRY_LUXEMBOURG) return 'luxembourg';
  if (countryId === COUNTRY_BELGIUM) return regionFromPostcode(postcode);
  return null;
}
