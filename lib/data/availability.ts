import type { Listing } from '@/lib/model/types';

export type Availability = 'available' | 'sold' | 'rented';

/** Whether a listing can still be bought or rented; a sold or rented one says which. */
export function availabilityOf(listing: Pick<Listing, 'unavailable' | 'goal'>): Availability {
  if (!listing.unavailable) return 'available';
  return listing.goal === 'rent' ? 'rented' : 'sold';
}
