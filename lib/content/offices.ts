import { distanceKm } from '@/lib/map/distance';

type Located = { latitude: number; longitude: number };

/** The office nearest to a place: the one that handles a property there (ties: the first listed). */
export function nearestOffice<Office extends Located>(
  offices: readonly Office[],
  place: Located,
): Office {
  let nearest = offices[0]!;
  for (const office of offices.slice(1))
    if (distanceKm(office, place) < distanceKm(nearest, place)) nearest = office;
  return nearest;
}
