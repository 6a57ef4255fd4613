/**
 * A searched area of the map, as the list URL carries it: `area=minLng,minLat,maxLng,maxLat`
 * (west, south, east, north, in degrees). No zod here: the page side of the map (which ships with
 * every list page) formats areas with it; lib/data/search-params.ts validates what a URL says.
 */
export type Area = [west: number, south: number, east: number, north: number];

/** Decimals kept: 0.0001° is about 11 m, finer than any map view a visitor searches. */
const DECIMALS = 4;
const round = (value: number) => {
  const rounded = Number(value.toFixed(DECIMALS));
  // -0 would print as "0" and parse back as 0: one spelling for one area
  return rounded === 0 ? 0 : rounded;
};
const FACTOR = 10 ** DECIMALS;
/**
 * A side moved outwards to the grid of four decimals. A value already on it stays (1.005 × 10⁴ is
 * 10049.999999999998 in floating point, which must not become 1.0049): one area, one spelling.
 */
function outwards(direction: (value: number) => number, value: number): number {
  const scaled = value * FACTOR;
  const nearest = Math.round(scaled);
  return round((Math.abs(scaled - nearest) < 1e-6 ? nearest : direction(scaled)) / FACTOR);
}
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The area rounded outwards to four decimals, inside the world's limits, or null when it is no
 * area (not finite, empty, or west of its east side reversed: a map never sends one that crosses
 * the antimeridian, and the agency sells nothing there).
 */
export function normaliseArea(area: readonly number[]): Area | null {
  if (area.length !== 4 || !area.every(Number.isFinite)) return null;
  const west = outwards(Math.floor, clamp(area[0]!, -180, 180));
  const south = outwards(Math.floor, clamp(area[1]!, -90, 90));
  const east = outwards(Math.ceil, clamp(area[2]!, -180, 180));
  const north = outwards(Math.ceil, clamp(area[3]!, -90, 90));
  if (!(west < east) || !(south < north)) return null;
  return [west, south, east, north];
}

/** The URL form of an area: "4.3012,50.8011,4.4521,50.9002". */
export function formatArea(area: Area): string {
  return area.join(',');
}

/** Whether a position lies in an area (its edges included). */
export function inArea(area: Area, lat: number, lng: number): boolean {
  return lng >= area[0] && lng <= area[2] && lat >= area[1] && lat <= area[3];
}
