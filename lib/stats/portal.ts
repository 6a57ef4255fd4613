import 'server-only';
import type { Kysely } from 'kysely';
import { notFound, redirect } from 'next/navigation';
import { verifySession } from '@/lib/auth/session';
import { getDatabase } from '@/lib/db/connection';
import { activityCounts, communicationsByKind, recentActivity } from '@/lib/db/listing-activity';
import { ownerListingIds, ownsListing } from '@/lib/db/owners';
import { viewBreakdown, viewsPerDay, viewTotals } from '@/lib/db/page-views';
import type { Database, Owner } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { allListings, getListing, type Listing } from '@/lib/data';
import { getPathname } from '@/lib/i18n/navigation';
import { chartDays, statsWindows } from './calendar';
import { byPageKind, bySource, chartSeries, historyTimeline } from './dashboard';
import { comparableListings, marketComparison } from './market';

/** The owner of this request, or off to the login page. Every portal page calls it itself. */
export async function requireOwner(
  locale: Locale,
): Promise<{ owner: Owner; db: Kysely<Database> }> {
  const owner = await verifySession();
  if (!owner) redirect(getPathname({ locale, href: '/login' }));
  const { db } = await getDatabase();
  return { owner, db };
}

/** A property of this owner's, or a 404: another owner's id looks exactly like one that does not exist. */
export async function requireOwnedListing(
  db: Kysely<Database>,
  owner: Owner,
  idParam: string,
): Promise<number> {
  const id = Number(idParam);
  if (!Number.isSafeInteger(id) || id <= 0 || !(await ownsListing(db, owner.id, id))) notFound();
  return id;
}

/** The owner's properties (as published in this language, when they still are) with their visit figures. */
export async function ownerProperties(
  db: Kysely<Database>,
  owner: Owner,
  locale: Locale,
  now = Date.now(),
) {
  const windows = statsWindows(now);
  const ids = await ownerListingIds(db, owner.id);
  return Promise.all(
    ids.map(async (id) => ({
      id,
      listing: getListing(id, locale),
      totals: await viewTotals(db, id, windows),
    })),
  );
}

/** The property against comparable listings on the site now (lib/stats/market.ts); null when it is not published. */
async function marketOf(db: Kysely<Database>, listing: Listing | null, now: number) {
  if (!listing) return null;
  const comparables = comparableListings(listing, allListings(listing.locale));
  const counts = await activityCounts(db, [
    listing.id,
    ...comparables.map((comparable) => comparable.id),
  ]);
  return {
    comparison: marketComparison(listing, comparables, counts, now),
    scope: { goal: listing.goal, region: listing.region },
  };
}

/**
 * Everything the portal shows about one property (`listing`: as published in the page's
 * language, null when it no longer is), counted in Brussels days up to `now`.
 */
export async function propertyDashboard(
  db: Kysely<Database>,
  listingId: number,
  listing: Listing | null,
  now = Date.now(),
) {
  const windows = statsWindows(now);
  const publishedAt = listing?.createdAt ?? null;
  const [totals, breakdown, perDay, communications, activity, market] = await Promise.all([
    viewTotals(db, listingId, windows),
    viewBreakdown(db, listingId),
    viewsPerDay(db, listingId, windows.chartStart),
    communicationsByKind(db, listingId),
    recentActivity(db, listingId),
    marketOf(db, listing, now),
  ]);
  return {
    totals,
    pages: byPageKind(breakdown.byKind),
    sources: bySource(breakdown.bySource),
    chart: chartSeries(chartDays(now), perDay),
    communications,
    history: historyTimeline(publishedAt ? Date.parse(publishedAt) : null, activity),
    market,
  };
}

export type PropertyDashboard = Awaited<ReturnType<typeof propertyDashboard>>;
