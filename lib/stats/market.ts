import type { Listing } from '@/lib/model/types';

/**
 * The owner's property against the market: listings on the site now with the same goal, type
 * and region and a price within `PRICE_BAND` of the property's; their median views, requests,
 * days on the market and price per m², beside the property's own. Fewer than `MIN_COMPARABLES`
 * is too few to compare: the portal says so rather than show a median of two.
 */
export const PRICE_BAND = 0.25;
export const MIN_COMPARABLES = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The facts a comparison needs of a listing (those of `Listing`). */
export type MarketListing = Pick<
  Listing,
  'id' | 'goal' | 'typeId' | 'region' | 'price' | 'unavailable' | 'createdAt'
> & { surfaces: Pick<Listing['surfaces'], 'living'> };

/** What the site counted for a listing: its page views and the requests about it. */
export type Activity = { views: number; requests: number };

/** The figures compared, in the order the portal and the report show them. */
export const MARKET_ROWS = ['views', 'requests', 'daysOnMarket', 'pricePerArea'] as const;
export type MarketRow = (typeof MARKET_ROWS)[number];

export type MarketFigures = {
  views: number;
  requests: number;
  daysOnMarket: number | null;
  pricePerArea: number | null;
};

export type MarketComparison =
  | { state: 'compared'; count: number; property: MarketFigures; median: MarketFigures }
  | { state: 'too-few'; count: number; property: MarketFigures }
  /** No price (on request) or no region: nothing to compare it with. */
  | { state: 'not-comparable'; property: MarketFigures };

/** Listings comparable with `subject`: on the market now, same goal, type and region, price within the band. */
export function comparableListings<T extends MarketListing>(
  subject: MarketListing,
  listings: readonly T[],
): T[] {
  if (subject.price === null || subject.region === null) return [];
  const low = subject.price * (1 - PRICE_BAND);
  const high = subject.price * (1 + PRICE_BAND);
  return listings.filter(
    (listing) =>
      listing.id !== subject.id &&
      !listing.unavailable &&
      listing.goal === subject.goal &&
      listing.typeId === subject.typeId &&
      listing.region === subject.region &&
      listing.price !== null &&
      listing.price >= low &&
      listing.price <= high,
  );
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Whole days since it was published, or null when its date is unknown. */
export function daysOnMarket(listing: Pick<Listing, 'createdAt'>, now: number): number | null {
  const published = Date.parse(listing.createdAt);
  if (!Number.isFinite(published)) return null;
  return Math.max(0, Math.floor((now - published) / DAY_MS));
}

/** Price per m² of living area, rounded to the euro; null without a price or an area. */
export function pricePerArea(listing: MarketListing): number | null {
  const area = listing.surfaces.living;
  if (listing.price === null || !area || area <= 0) return null;
  return Math.round(listing.price / area);
}

function figuresOf(listing: MarketListing, activity: Activity | undefined, now: number) {
  return {
    views: activity?.views ?? 0,
    requests: activity?.requests ?? 0,
    daysOnMarket: daysOnMarket(listing, now),
    pricePerArea: pricePerArea(listing),
  };
}

const present = (values: (number | null)[]) => values.filter((value) => value !== null);

/** The comparison the portal shows; `activity` holds the counts of the property and of the comparables. */
export function marketComparison(
  subject: MarketListing,
  comparables: readonly MarketListing[],
  activity: ReadonlyMap<number, Activity>,
  now: number,
): MarketComparison {
  const property = figuresOf(subject, activity.get(subject.id), now);
  if (subject.price === null || subject.region === null)
    return { state: 'not-comparable', property };
  if (comparables.length < MIN_COMPARABLES)
    return { state: 'too-few', count: comparables.length, property };
  const others = comparables.map((listing) => figuresOf(listing, activity.get(listing.id), now));
  return {
    state: 'compared',
    count: comparables.length,
    property,
    median: {
      views: median(others.map((figures) => figures.views)) ?? 0,
      requests: median(others.map((figures) => figures.requests)) ?? 0,
      daysOnMarket: median(present(others.map((figures) => figures.daysOnMarket))),
      pricePerArea: median(present(others.map((figures) => figures.pricePerArea))),
    },
  };
}
