import 'server-only';
import { siteConfig } from '@/lib/content/site-config';
import { allListings, dataGeneration } from '@/lib/data';
import type { Listing } from '@/lib/model/types';
import { listingTitle } from '@/lib/format/listing-title';
import { shorten, titleBudget, uniqueTitles, type TitleSubject } from './titles';

const cache = new WeakMap<object, Map<number, string>>();

function subjectOf(listing: Listing): TitleSubject {
  return {
    id: listing.id,
    name: listingTitle(listing),
    city: listing.place.city,
    reference: listing.reference,
  };
}

/** A listing's document title: fits a result line, and no other listing of its language has it. */
export function listingPageTitle(listing: Listing): string {
  const budget = titleBudget(siteConfig.agency.name);
  const generation = dataGeneration(listing.locale);
  let titles = generation ? cache.get(generation) : undefined;
  if (!titles) {
    titles = uniqueTitles(allListings(listing.locale).map(subjectOf), budget);
    if (generation) cache.set(generation, titles);
  }
  // a listing an import removed (its 410 page) is no longer among them
  return titles.get(listing.id) ?? uniqueTitles([subjectOf(listing)], budget).get(listing.id)!;
}

/** A project's document title in its language ("… – new homes in Waterloo"), within a result line. */
export function projectPageTitle(name: string, title: (name: string) => string): string {
  const budget = titleBudget(siteConfig.agency.name);
  const full = title(name);
  return full.length <= budget
    ? full
    : title(shorten(name, Math.max(10, name.length - (full.length - budget))));
}
