'use server';

import { after } from 'next/server';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { actionFormData, actionLocale, actionText } from '@/lib/forms/action-arguments';
import { rateLimits } from '@/lib/forms/limits';
import { getDatabase } from '@/lib/db/connection';
import { gatherFields } from '@/lib/security/field-record';
import type { Locale } from '@/lib/i18n/locales';
import { deliverOutbox } from '@/lib/mail/deliver';
import { clientAddressKey } from '@/lib/security/client-address';
import { alertKey, rateLimitKey } from '@/lib/security/keys';
import { agencyName, alertLinks, alertPagePath, confirmUrl, translator } from './context';
import { confirmationMail } from './mail';
import {
  alertFilters,
  alertQuery,
  FREQUENCIES,
  isGoal,
  parseSubscribe,
  queryFields,
} from './query';
import { alertCrm } from './crm';
import { manageAlert, subscribe, unsubscribeByToken } from './service';
import { describeSearch } from './describe';
import { listTypes } from '@/lib/data';

/*
 * The alert page's forms (server actions, no JavaScript needed): subscribe, the unsubscribe
 * button, the manage page's changes. The language and tokens are bound by the page but posted
 * like any input, so they are checked; a bad value answers 404, never a 500.
 */

const FORM_FIELDS = new Set(['email', 'frequency', 'consent', 'goal']);

function back(locale: Locale, query: Record<string, string>): never {
  redirect(alertPagePath(locale, query));
}

export async function subscribeAlert(localeParam: string, formDataParam: FormData): Promise<void> {
  const locale = actionLocale(localeParam);
  const form = actionFormData(formDataParam);
  const goalValue = form.get('goal');
  const goal = isGoal(goalValue) ? goalValue : 'sale';
  const query = alertQuery(
    goal,
    gatherFields(
      [...form.entries()].filter(([name]) => !FORM_FIELDS.has(name) && !name.startsWith('$')),
    ),
  );
  const raw = Object.fromEntries(
    ['email', 'frequency', 'consent'].map((name) => [name, form.get(name) ?? undefined]),
  );
  const parsed = parseSubscribe(raw);
  if (!parsed.ok) {
    const frequency = typeof raw.frequency === 'string' ? raw.frequency : '';
    redirect(
      `${alertPagePath(locale, {})}?${new URLSearchParams([
        ['goal', goal],
        ...queryFields(query),
        ...Object.entries(parsed.errors).map(([field, key]): [string, string] => [
          'error',
          `${field}:${key}`,
        ]),
        ...((FREQUENCIES as readonly string[]).includes(frequency)
          ? [['frequency', frequency] as [string, string]]
          : []),
      ])}`,
    );
  }
  let outcome;
  try {
    const { db } = await getDatabase();
    const t = translator(locale);
    const types = new Map(listTypes(locale).map((type) => [type.webId, type.name]));
    outcome = await subscribe(
      db,
      {
        locale,
        goal,
        query,
        values: parsed.values,
        clientAddress: clientAddressKey(await headers()),
        perIp: rateLimits().perIp,
      },
      { link: alertKey(), rateLimit: rateLimitKey() },
      {
        confirmation: (alert) =>
          confirmationMail({
            t,
            locale,
            email: alert.email,
            agency: agencyName(),
            search: describeSearch(
              alertFilters(goal, alert.query),
              t,
              locale,
              (id) => types.get(id) ?? String(id),
            ),
            frequency: t(`Alerts.frequency.${parsed.values.frequency}`),
            confirmUrl: confirmUrl(alert),
            links: alertLinks(alert),
          }),
      },
      Date.now(),
    );
  } catch (error) {
    console.error(
      `alerts: a subscription failed: ${error instanceof Error ? error.message : 'error'}`,
    );
    back(locale, { done: 'failed' });
  }
  if (!outcome.ok) back(locale, { done: 'limited' });
  after(() => deliverOutbox());
  back(locale, { done: 'check' });
}

export async function unsubscribeAlertButton(
  localeParam: string,
  tokenParam: string,
): Promise<void> {
  const locale = actionLocale(localeParam);
  const token = actionText(tokenParam, 300);
  const { db } = await getDatabase();
  const done = await unsubscribeByToken(db, alertKey(), token, Date.now(), alertCrm());
  if (done) after(() => deliverOutbox());
  back(locale, { done: done ? 'unsubscribed' : 'invalid' });
}

export async function changeAlerts(
  localeParam: string,
  tokenParam: string,
  formDataParam: FormData,
): Promise<void> {
  const locale = actionLocale(localeParam);
  const token = actionText(tokenParam, 1000);
  const form = actionFormData(formDataParam);
  const alertId = Number(form.get('alert'));
  const frequency = form.get('frequency');
  const change =
    form.get('all') === '1'
      ? ({ all: true } as const)
      : !Number.isSafeInteger(alertId) || alertId <= 0
        ? null
        : form.get('stop') === '1'
          ? ({ alertId, stop: true } as const)
          : FREQUENCIES.find((value) => value === frequency)
            ? { alertId, frequency: FREQUENCIES.find((value) => value === frequency)! }
            : null;
  const { db } = await getDatabase();
  const done =
    change !== null && (await manageAlert(db, alertKey(), token, change, Date.now(), alertCrm()));
  if (done) after(() => deliverOutbox());
  back(locale, done ? { manage: token, done: 'updated' } : { done: 'invalid' });
}
