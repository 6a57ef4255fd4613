import type { Kysely } from 'kysely';
import type { Goal } from '@/lib/model/types';
import {
  alertById,
  alertsOf,
  confirmAlert,
  createAlert,
  setAlertCrmOutbox,
  setAlertFrequency,
  unsubscribeAddress,
  unsubscribeAlert,
} from '@/lib/db/alerts';
import {
  omnicasaAlertDemand,
  omnicasaAlertUnsubscribe,
  type OmnicasaRequest,
} from '@/lib/crm/omnicasa/push';
import type { OmnicasaLanguageIds } from '@/lib/crm/omnicasa/pull';
import { alertCriteria } from './query';
import { isLocale } from '@/lib/i18n/locales';
import { isGoal } from './query';
import { currentVersion } from '@/lib/db/data-versions';
import { enqueueCrmCall, enqueueMail } from '@/lib/db/outbox';
import { firstExceededLimit, type RateLimit } from '@/lib/db/rate-limits';
import type { AlertFrequency, Database, SearchAlert } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { addressKey } from '@/lib/security/keys';
import type { confirmationMail } from './mail';
import { alertTokenId, alertTokenMatches, type AlertAction } from './tokens';
import type { AlertQuery, SubscribeValues } from './query';

/*
 * Subscribing, confirming and leaving (docs/search-alerts.md), against a database and keys the
 * caller gives: the pages and the one-click endpoint use the site's, the tests their own.
 */

export type AlertKeys = { link: Buffer; rateLimit: Buffer };

/** A few alerts a day per address typed, whoever types it; the per-visitor limit is the forms'. */
export const PER_EMAIL_LIMIT: RateLimit = { limit: 5, windowMs: 24 * 60 * 60_000 };

export type MailTexts = {
  /** The confirmation mail of a new alert (its signed links made once its id is known). */
  confirmation: (alert: SearchAlert) => ReturnType<typeof confirmationMail>;
};

export type SubscribeOutcome = { ok: true; id: number } | { ok: false; retryMinutes: number };

export async function subscribe(
  db: Kysely<Database>,
  input: {
    locale: Locale;
    goal: Goal;
    query: AlertQuery;
    values: SubscribeValues;
    clientAddress: string;
    perIp: RateLimit;
  },
  keys: AlertKeys,
  texts: MailTexts,
  now: number,
): Promise<SubscribeOutcome> {
  const email = input.values.email.toLowerCase();
  const retryMinutes = await firstExceededLimit(
    db,
    [
      [`form:alert:ip:${input.clientAddress}`, input.perIp],
      [`form:alert:email:${addressKey(email, keys.rateLimit)}`, PER_EMAIL_LIMIT],
    ],
    now,
  );
  if (retryMinutes !== null) return { ok: false, retryMinutes };
  const id = await db.transaction().execute(async (trx) => {
    const created = await createAlert(
      trx,
      {
        email,
        locale: input.locale,
        goal: input.goal,
        query: JSON.stringify(input.query),
        frequency: input.values.frequency,
      },
      now,
    );
    const alert = (await alertById(trx, created))!;
    await enqueueMail(trx, { ...texts.confirmation(alert), submissionId: null }, now);
    return created;
  });
  return { ok: true, id };
}

/** The alert a signed link names, when the signature holds for that action and address. */
export async function alertOfToken(
  db: Kysely<Database>,
  key: Buffer,
  action: AlertAction,
  token: string,
): Promise<SearchAlert | null> {
  const id = alertTokenId(token);
  if (id === null) return null;
  const alert = await alertById(db, id);
  if (!alert || !alertTokenMatches(key, action, token, id, alert.email)) return null;
  return alert;
}

/**
 * With CRM=omnicasa, a confirmed alert is registered in the CRM as a demand (DemandRegister), and
 * leaving it unsubscribes that demand there (UnsubscribeDemandPerson), both through the outbox,
 * in the transaction that confirms or ends the alert (docs/crm-omnicasa.md).
 */
export type AlertCrm = { languageIds: OmnicasaLanguageIds };

function queueCrm(db: Kysely<Database>, call: OmnicasaRequest, now: number): Promise<number> {
  return enqueueCrmCall(
    db,
    {
      submissionId: null,
      method: call.method,
      params: call.params,
      subject: call.method,
      text: '',
    },
    now,
  );
}

async function registerInCrm(
  db: Kysely<Database>,
  alert: SearchAlert,
  crm: AlertCrm,
  now: number,
): Promise<void> {
  if (!isGoal(alert.goal) || !isLocale(alert.locale)) return;
  const criteria = alertCriteria(alert.goal, alert.query);
  const call = omnicasaAlertDemand(
    {
      email: alert.email,
      locale: alert.locale,
      goal: alert.goal,
      types: criteria.types,
      zones: criteria.zones,
      priceMin: criteria.priceMin,
      priceMax: criteria.priceMax,
      bedroomsMin: criteria.bedroomsMin,
    },
    crm.languageIds,
  );
  await setAlertCrmOutbox(db, alert.id, await queueCrm(db, call, now));
}

/** An alert that was registered in the CRM is unsubscribed there too, even with the CRM since switched off (the row waits). */
async function leaveInCrm(
  db: Kysely<Database>,
  alert: SearchAlert,
  crm: AlertCrm | null,
  now: number,
): Promise<void> {
  if (alert.crm_outbox_id === null || !isLocale(alert.locale)) return;
  const call = omnicasaAlertUnsubscribe(alert.crm_outbox_id, alert.locale, crm?.languageIds ?? {});
  await queueCrm(db, call, now);
}

async function endAlert(
  db: Kysely<Database>,
  alert: SearchAlert,
  crm: AlertCrm | null,
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (await unsubscribeAlert(trx, alert.id, now)) await leaveInCrm(trx, alert, crm, now);
  });
}

/** Confirms the alert a confirmation link names; news is reckoned from the data set served now. */
export async function confirmByToken(
  db: Kysely<Database>,
  key: Buffer,
  token: string,
  now = Date.now(),
  crm: AlertCrm | null = null,
): Promise<SearchAlert | null> {
  const alert = await alertOfToken(db, key, 'confirm', token);
  if (!alert || alert.unsubscribed_at !== null) return null;
  const since = (await currentVersion(db))?.switchedAt ?? now;
  await db.transaction().execute(async (trx) => {
    if ((await confirmAlert(trx, alert.id, since, now)) && crm)
      await registerInCrm(trx, alert, crm, now);
  });
  return alert;
}

/** Ends the alert an unsubscribe link names (the page's button, the one-click POST); false for a bad link. */
export async function unsubscribeByToken(
  db: Kysely<Database>,
  key: Buffer,
  token: string,
  now: number,
  crm: AlertCrm | null = null,
): Promise<boolean> {
  const alert = await alertOfToken(db, key, 'unsubscribe', token);
  if (!alert) return false;
  await endAlert(db, alert, crm, now);
  return true;
}

/**
 * The address a manage link opens: that of the alert its token names, once the signature holds
 * for it; null for a bad link, and for the links of older mails that carried the address itself.
 */
async function manageTokenEmail(
  db: Kysely<Database>,
  key: Buffer,
  token: string,
): Promise<string | null> {
  return (await alertOfToken(db, key, 'manage', token))?.email ?? null;
}

/** The address a manage link names and its alerts; null for a bad link. */
export async function managedAlerts(
  db: Kysely<Database>,
  key: Buffer,
  token: string,
): Promise<{ email: string; alerts: SearchAlert[] } | null> {
  const email = await manageTokenEmail(db, key, token);
  if (email === null) return null;
  return { email, alerts: await alertsOf(db, email) };
}

/** A change made on the manage page, to one alert of the address the link names. */
export async function manageAlert(
  db: Kysely<Database>,
  key: Buffer,
  token: string,
  change:
    | { alertId: number; frequency: AlertFrequency }
    | { alertId: number; stop: true }
    | { all: true },
  now: number,
  crm: AlertCrm | null = null,
): Promise<boolean> {
  const email = await manageTokenEmail(db, key, token);
  if (email === null) return false;
  if ('all' in change) {
    await db.transaction().execute(async (trx) => {
      const leaving = await alertsOf(trx, email);
      await unsubscribeAddress(trx, email, now);
      for (const alert of leaving) await leaveInCrm(trx, alert, crm, now);
    });
    return true;
  }
  const alert = await alertById(db, change.alertId);
  if (!alert || alert.email !== email) return false;
  if ('stop' in change) await endAlert(db, alert, crm, now);
  else await setAlertFrequency(db, alert.id, change.frequency);
  return true;
}
