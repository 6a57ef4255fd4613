import 'server-only';
import type { Kysely } from 'kysely';
import { notFound, redirect } from 'next/navigation';
import { verifySession } from '@/lib/auth/session';
import { serverEnv } from '@/lib/config';
import { omnicasaClient } from '@/lib/crm/omnicasa/client';
import { fetchCrmFigures } from '@/lib/crm/omnicasa/figures';
import { crmFiguresFor, type CrmFiguresView } from '@/lib/crm/omnicasa/figures-cache';
import { omnicasaSettings } from '@/lib/crm/omnicasa/settings';
import { getDatabase } from '@/lib/db/connection';
import {
  activityCounts,
  communicationsByKind,
  recentActivity,
  requestTimes,
} from '@/lib/db/listing-activity';
import { ownerListingIds, ownsListing } from '@/lib/db/owners';
import { viewBreakdown, viewsPerDay, viewTotals } from '@/lib/db/page-views';
import type { Database, Owner } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { allListings, getListing, type Listing } from '@/lib/data';
import { getPathname } from '@/lib/i18n/navigation';
import { chartDays, statsWindows } from './calendar';
import {
  byPageKind,
  bySource,
  chartSeries,
  countsFrom,
  historyTimeline,
  perBrusselsDay,
  priceEffects,
} from './dashboard';
import { DEMAND_WEEKS, demandHistory } from './demand';
import { demandRows } from './demand-rows';
import { comparableListings, marketComparison } from './market';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** One attempt per refresh; it runs on behind the page when the page stops waiting (figures-cache.ts). */
const CRM_FIGURES_TIMEOUT_MS = 10_000;

/**
 * The CRM's figures of a property in the page's language, through the cache (never more than
 * about 1.5 s of waiting); null without a CRM.
 */
export async function crmFiguresOf(
  db: Kysely<Database>,
  listingId: number,
  locale: Locale,
): Promise<CrmFiguresView | null> {
  const crm = omnicasaSettings(serverEnv());
  if (!crm) return null;
  const client = omnicasaClient({ ...crm, retries: 0, timeoutMs: CRM_FIGURES_TIMEOUT_MS });
  return crmFiguresFor(db, listingId, locale, () =>
    fetchCrmFigures(client, listingId, crm.languageIds[locale]),
  );
}

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

/** Registrations and alerts that match the property now, and at the end of each of the last weeks. */
export async function demandOf(db: Kysely<Database>, listing: Listing | null, now: number) {
  if (!listing) return null;
  const rows = await demandRows(db, listing.goal, now - DEMAND_WEEKS * WEEK_MS);
  const history = demandHistory(listing, rows, now);
  return { now: history[history.length - 1]!, history };
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
  const changes = listing?.priceHistory ?? [];
  const firstDay = countsFrom(changes, windows.chartStart);
  const [totals, breakdown, perDay, requests, communications, activity, market, demand] =
    await Promise.all([
      viewTotals(db, listingId, windows),
      viewBreakdown(db, listingId),
      viewsPerDay(db, listingId, firstDay),
      // a day early: the Brussels day starts before the UTC one
      requestTimes(db, listingId, Date.parse(`${firstDay}T00:00:00Z`) - 24 * 60 * 60 * 1000),
      communicationsByKind(db, listingId),
      recentActivity(db, listingId),
      marketOf(db, listing, now),
      demandOf(db, listing, now),
    ]);
  const requestsPerDay = perBrusselsDay(requests);
  return {
    totals,
    pages: byPageKind(breakdown.byKind),
    sources: bySource(breakdown.bySource),
    chart: chartSeries(chartDays(now), perDay, requestsPerDay, changes),
    priceChanges: priceEffects(changes, perDay, requestsPerDay, windows.today),
    communications,
    history: historyTimeline(publishedAt ? Date.parse(publishedAt) : null, activity, changes),
    market,
    demand,
  };
}

export type PropertyDashboard = Awaited<ReturnType<typeof propertyDashboard>>;
