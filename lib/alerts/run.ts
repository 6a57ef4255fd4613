import type { Kysely } from 'kysely';
import { allMatches } from '@/lib/data/search';
import { buildStore, type DataStore } from '@/lib/data/store';
import { parsePayload } from '@/lib/data/load';
import { decodeContent } from '@/lib/data/version-content';
import { claimDueAlerts, reportNews } from '@/lib/db/alerts';
import { currentVersion, versionContent } from '@/lib/db/data-versions';
import type { Database, SearchAlert } from '@/lib/db/schema';
import { DEFAULT_LOCALE } from '@/lib/i18n/language-settings';
import type { Goal } from '@/lib/model/types';
import {
  agencyName,
  alertDescription,
  alertLinks,
  alertLocale,
  newsItem,
  translator,
} from './context';
import { newsMail } from './mail';
import { alertNews, type AddedAt, type AlertEvent } from './news';
import { alertFilters, nextRunAt } from './query';

/*
 * The matching job (`npm run alerts`, docs/search-alerts.md). Any instance's scheduler may run
 * it, as often as wanted, several at once: each due alert is claimed by one run; what it reports
 * is recorded per alert, listing and event in the transaction that queues its mail in the outbox,
 * so nothing is reported twice and a run that dies leaves its alerts to the next one.
 */

/** The data set news is read from: the current imported version (none: nothing is news). */
export type AlertData = { store: DataStore; addedAt: AddedAt; importedAt: number } | null;

export async function currentAlertData(db: Kysely<Database>): Promise<AlertData> {
  const current = await currentVersion(db);
  if (!current) return null;
  const bytes = await versionContent(db, current.id);
  if (!bytes) return null;
  const content = decodeContent(bytes);
  const payload = parsePayload(content.payload, `data set version ${current.id}`);
  return {
    store: buildStore(payload, content),
    addedAt: content.addedAt ?? {},
    importedAt: current.switchedAt,
  };
}

export type AlertRunReport = { alerts: number; mails: number; reported: number };

function eventsOf(alert: SearchAlert, data: NonNullable<AlertData>): AlertEvent[] {
  const locale = alertLocale(alert.locale);
  const index = data.store.byLocale.get(locale) ?? data.store.byLocale.get(DEFAULT_LOCALE);
  if (!index) return [];
  const goal: Goal = alert.goal === 'rent' ? 'rent' : 'sale';
  const matching = allMatches(index, alertFilters(goal, alert.query), Number.POSITIVE_INFINITY);
  return alertNews(matching, data.addedAt, alert.checked_until);
}

export async function runAlerts(
  db: Kysely<Database>,
  data: AlertData,
  now = Date.now(),
): Promise<AlertRunReport> {
  const report: AlertRunReport = { alerts: 0, mails: 0, reported: 0 };
  for (const alert of await claimDueAlerts(db, now)) {
    report.alerts += 1;
    const next = {
      // imports after this version's are news next time (an import writes its times before it switches)
      checkedUntil: Math.max(alert.checked_until, data?.importedAt ?? alert.checked_until),
      nextRunAt: nextRunAt(alert.frequency, now),
    };
    const events = data ? eventsOf(alert, data) : [];
    const locale = alertLocale(alert.locale);
    const result = await reportNews(
      db,
      alert,
      events.map((event) => ({ ...event, listingId: event.listing.id, event: event.key })),
      (fresh) =>
        data
          ? newsMail({
              t: translator(locale),
              locale,
              email: alert.email,
              agency: agencyName(),
              search: alertDescription(alert, data.store),
              items: fresh.map((event) => newsItem(event, locale)),
              links: alertLinks(alert),
            })
          : null,
      next,
      now,
    );
    report.reported += result.reported;
    if (result.mailId !== null) report.mails += 1;
  }
  return report;
}
