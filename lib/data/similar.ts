import type { LocaleIndex } from './store';
import { distanceKm } from '@/lib/map/distance';
import type { Listing } from '@/lib/model/types';

export const SIMILAR_COUNT = 4;

/** How far a listing is from the one being viewed: price ratio and distance weigh alike (×2 price ≈ 25 km). */
function unlikeness(reference: Listing, candidate: Listing): number {
  const priceGap =
    reference.price && candidate.price
      ? Math.abs(Math.log(candidate.price / reference.price)) / Math.LN2
      : 1;
  return priceGap + distanceKm(reference.place, candidate.place) / 25;
}

type Ranked = { listing: Listing; score: number };

function before(a: Ranked, b: Ranked): boolean {
  return (a.score - b.score || a.listing.id - b.listing.id) < 0;
}

/**
 * Properties like this one that a visitor can still visit: same goal and type, nearest in price
 * and place; never the listing itself, never a sold or rented one (a sold listing's page points
 * to these). Keeps the best `count` while walking the listings of the type, without sorting them all.
 */
export function similarListings(
  index: LocaleIndex,
  reference: Listing,
  count = SIMILAR_COUNT,
): Listing[] {
  const best: Ranked[] = [];
  for (const position of index.byType.get(reference.typeId) ?? []) {
    const listing = index.listings[position]!;
    if (
      listing.id === reference.id ||
      listing.unavailable ||
      listing.goal !== reference.goal ||
      listing.typeId !== reference.typeId
    )
      continue;
    const ranked = { listing, score: unlikeness(reference, listing) };
    if (best.length === count && !before(ranked, best[count - 1]!)) continue;
    let at = best.length;
    while (at > 0 && before(ranked, best[at - 1]!)) at--;
    best.splice(at, 0, ranked);
    if (best.length > count) best.pop();
  }
  return best.map(({ listing }) => listing);
}
