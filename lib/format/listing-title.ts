import type { Listing } from '@/lib/model/types';

/**
 * A listing's title, wherever it is named: cards, detail and print pages, metadata, structured
 * data, mails, the owner portal and the search box. It is the feed's headline; a listing whose
 * headline is empty (the feed allows it) is named by its type and city instead.
 */
export function listingTitle(listing: Pick<Listing, 'headline' | 'typeName' | 'place'>): string {
  return listing.headline.trim() || `${listing.typeName} – ${listing.place.city}`;
}
