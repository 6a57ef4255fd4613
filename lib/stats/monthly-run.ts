import type { Kysely } from 'kysely';
import { requestTimes } from '@/lib/db/listing-activity';
import { ownerListingIds } from '@/lib/db/owners';
import { ownersDue, queueOwnerReport, viewsBetween } from '@/lib/db/owner-reports';
import type { Database } from '@/lib/db/schema';
import type { Listing } from '@/lib/model/types';
import { listingTitle } from '@/lib/format/listing-title';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import type { Translate } from '@/lib/mail/compose';
import { brusselsDay } from './calendar';
import { demandAt } from './demand';
import { demandRows } from './demand-rows';
import { monthlyReportMail, reportMonth, type PropertyMonth } from './monthly-report';

/*
 * The monthly report job (`npm run owner-reports`, docs/owner-portal.md). Any instance's
 * scheduler may run it, daily or more often, several at once: each owner who opted in gets the
 * report of the last whole month once, because its row (owner, month) is written in the
 * transaction that queues the mail and a second run's insert of the same row does nothing.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export type ReportContext = {
  /** A listing as published in a language, or null when it no longer is. */
  listingOf: (id: number, locale: Locale) => Listing | null;
  translate: (locale: Locale) => Translate;
  portalUrl: (locale: Locale) => string;
  agency: string;
  fallbackLocale: Locale;
};

async function propertyMonth(
  db: Kysely<Database>,
  id: number,
  listing: Listing | null,
  month: ReturnType<typeof reportMonth>,
  now: number,
  fallbackTitle: string,
): Promise<PropertyMonth> {
  const since = Date.parse(`${month.firstDay}T00:00:00Z`) - DAY_MS;
  const [views, times, rows] = await Promise.all([
    viewsBetween(db, id, month.firstDay, month.lastDay),
    requestTimes(db, id, since),
    listing ? demandRows(db, listing.goal, now) : Promise.resolve([]),
  ]);
  const requests = times.filter((time) => {
    const day = brusselsDay(time);
    return day >= month.firstDay && day <= month.lastDay;
  }).length;
  return {
    title: listing ? listingTitle(listing) : fallbackTitle,
    reference: listing?.reference ?? null,
    views,
    requests,
    demand: listing ? demandAt(listing, rows, now).total : null,
  };
}

export type OwnerReportRun = { owners: number; mails: number };

/** Queues the report of the last whole month for every owner who asked for it and has not had it. */
export async function runOwnerReports(
  db: Kysely<Database>,
  context: ReportContext,
  now = Date.now(),
): Promise<OwnerReportRun> {
  const month = reportMonth(now);
  const run: OwnerReportRun = { owners: 0, mails: 0 };
  for (const owner of await ownersDue(db, month.month, month.end)) {
    run.owners += 1;
    const locale: Locale =
      owner.report_locale && isLocale(owner.report_locale)
        ? owner.report_locale
        : isLocale(owner.language)
          ? owner.language
          : context.fallbackLocale;
    const t = context.translate(locale);
    const ids = await ownerListingIds(db, owner.id);
    const properties = await Promise.all(
      ids.map((id) =>
        propertyMonth(
          db,
          id,
          context.listingOf(id, locale),
          month,
          now,
          t('Owner.portal.property', { id }),
        ),
      ),
    );
    const mail = monthlyReportMail({
      t,
      locale,
      email: owner.email,
      agency: context.agency,
      month: month.month,
      properties,
      portalUrl: context.portalUrl(locale),
    });
    if ((await queueOwnerReport(db, owner.id, month.month, mail, now)) !== null) run.mails += 1;
  }
  return run;
}
