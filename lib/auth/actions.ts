'use server';

import { actionFormData, actionLocale } from '@/lib/forms/action-arguments';
import { after } from 'next/server';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/lib/content/site-config';
import { getDatabase } from '@/lib/db/connection';
import {
  bumpSessionVersion,
  consumePasswordReset,
  passwordResetValid,
  setPassword,
} from '@/lib/db/owners';
import { setMonthlyReport } from '@/lib/db/owner-reports';
import { firstExceededLimit } from '@/lib/db/rate-limits';
import { fieldErrors } from '@/lib/forms/errors';
import { clientAddressKey } from '@/lib/security/client-address';
import { requestSignal } from '@/server/request-signal';
import { isProduction, serverEnv } from '@/lib/config';
import { crmLoginClient, crmOwnerLogin } from '@/lib/crm/omnicasa/owner-login';
import { omnicasaSettings } from '@/lib/crm/omnicasa/settings';
import { addressKey, rateLimitKey } from '@/lib/security/keys';
import {
  echoValues,
  formDataObject,
  type FailureKey,
  type FormState,
} from '@/lib/forms/form-state';
import { DEFAULT_LOCALE } from '@/lib/i18n/language-settings';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import type { Translate } from '@/lib/mail/compose';
import { deliverOutbox } from '@/lib/mail/deliver';
import { siteUrl } from '@/lib/runtime/site-url';
import { accountSchemas, reportSettingSchema } from './forms';
import { DEVICE_COOKIE, deviceCookieOptions, deviceKey, deviceOwner, deviceToken } from './device';
import { authenticate } from './login';
import { hashPassword, SCRYPT } from './password';
import { sendResetLink } from './password-reset';
import { ownerSession, verifySession } from './session';

/**
 * Asking for reset links and submitting new passwords: per client address, per hour. The owner's
 * own address is no limit that refuses (a stranger could use it up): it only holds back mails
 * (RESET_MAIL_PERIOD_MS in password-reset.ts), with the same answer.
 */
const RESET_LIMITS = {
  perAddress: { limit: 10, windowMs: 60 * 60_000 },
};

/** The bound language and the posted form, checked (a post with other arguments answers 404). */
function checkedArguments(locale: unknown, data: unknown): { locale: Locale; data: FormData } {
  return { locale: actionLocale(locale), data: actionFormData(data) };
}

async function visitorKey(): Promise<string> {
  return clientAddressKey(await headers());
}

/** The form back with a failure, in the page's language; passwords are never echoed. */
async function refused(
  locale: Locale,
  values: Record<string, string | string[]>,
  failure: FailureKey,
  retryMinutes = 1,
): Promise<FormState> {
  const t = await getTranslations({ locale, namespace: 'Forms.failures' });
  return {
    fieldErrors: {},
    failure,
    retryMinutes,
    failureText: t(failure, { minutes: retryMinutes }),
    values,
    token: '',
  };
}

const PASSWORD_FIELDS = new Set(['password', 'confirmation']);

function withoutPasswords(data: FormData): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(echoValues(formDataObject(data))).filter(([name]) => !PASSWORD_FIELDS.has(name)),
  );
}

const loginPath = (locale: Locale, query = '') =>
  `${getPathname({ locale, href: '/login' })}${query}`;

/** Owner login: the same single message for any failure (LOGIN_FAILED / USER_NOT_FOUND). */
export async function logIn(
  localeParam: string,
  _previous: FormState | null,
  formData: FormData,
): Promise<FormState> {
  const { locale, data } = checkedArguments(localeParam, formData);
  const values = withoutPasswords(data);
  const parsed = accountSchemas.login.safeParse(formDataObject(data));
  if (!parsed.success)
    return { fieldErrors: fieldErrors(parsed.error.issues), failure: null, values, token: '' };

  const store = await cookies();
  const deviceCookie = store.get(DEVICE_COOKIE)?.value;
  const knownOwner = deviceCookie === undefined ? null : deviceOwner(deviceKey(), deviceCookie);
  if (deviceCookie !== undefined && knownOwner === null) store.delete(DEVICE_COOKIE);
  let result;
  try {
    const { db } = await getDatabase();
    const requestHeaders = await headers();
    const crm = omnicasaSettings(serverEnv());
    result = await authenticate(db, parsed.data.login, parsed.data.password, {
      address: clientAddressKey(requestHeaders),
      knownOwner,
      signal: requestSignal(requestHeaders),
      ...(crm && {
        crm: (email: string, password: string) =>
          crmOwnerLogin(db, crmLoginClient(crm), email, password, {
            locale,
            languageId: crm.languageIds[locale],
          }),
      }),
    });
  } catch (error) {
    console.error(`login: unavailable: ${error instanceof Error ? error.message : 'error'}`);
    return refused(locale, values, 'unavailable');
  }
  if (!result.ok)
    return result.reason === 'rateLimited'
      ? refused(locale, values, 'tooManyAttempts', result.retryMinutes)
      : result.reason === 'busy'
        ? refused(locale, values, 'unavailable')
        : refused(locale, values, 'loginFailed');

  const session = await ownerSession();
  session.ownerId = result.owner.id;
  session.version = result.owner.session_version;
  await session.save();
  store.set(
    DEVICE_COOKIE,
    deviceToken(deviceKey(), result.owner.id),
    deviceCookieOptions(isProduction()),
  );
  redirect(getPathname({ locale, href: '/owner-portal' }));
}

/** Logout ends every session of the owner: the version in the database moves on. */
export async function logOut(localeParam: string): Promise<void> {
  const locale = actionLocale(localeParam);
  const session = await ownerSession();
  if (typeof session.ownerId === 'number') {
    const { db } = await getDatabase();
    await bumpSessionVersion(db, session.ownerId);
  }
  session.destroy();
  redirect(loginPath(locale, '?loggedOut=1'));
}

/** Forgot password: one answer for every address; the link goes out after the response. */
export async function requestPasswordReset(
  localeParam: string,
  _previous: FormState | null,
  formData: FormData,
): Promise<FormState> {
  const { locale, data } = checkedArguments(localeParam, formData);
  const values = withoutPasswords(data);
  const parsed = accountSchemas.forgot.safeParse(formDataObject(data));
  if (!parsed.success)
    return { fieldErrors: fieldErrors(parsed.error.issues), failure: null, values, token: '' };
  const email = parsed.data.email.toLowerCase();

  try {
    const { db } = await getDatabase();
    const address = await visitorKey();
    const retryMinutes = await firstExceededLimit(db, [
      [`reset:address:${address}`, RESET_LIMITS.perAddress],
    ]);
    if (retryMinutes !== null) return refused(locale, values, 'rateLimited', retryMinutes);
    const crm = omnicasaSettings(serverEnv());
    after(async () => {
      await sendResetLink(db, email, {
        ...(crm?.forgotPassword === 'crm' && { crmForgot: { languageIds: crm.languageIds } }),
        now: Date.now(),
        targetKey: (target) => addressKey(target, rateLimitKey()),
        linkFor: (ownerLocale, token) =>
          new URL(
            `${loginPath(ownerLocale)}?reset=${encodeURIComponent(token)}`,
            siteUrl(),
          ).toString(),
        translate: async (ownerLocale) =>
          (await getTranslations({ locale: ownerLocale })) as unknown as Translate,
        agencyName: siteConfig.agency.name,
        fallbackLocale: DEFAULT_LOCALE,
      });
      await deliverOutbox();
    });
  } catch (error) {
    console.error(
      `password reset: unavailable: ${error instanceof Error ? error.message : 'error'}`,
    );
    return refused(locale, values, 'unavailable');
  }
  redirect(loginPath(locale, '?sent=1'));
}

/** A new password from a reset link: the link is used up, and every other session ends. */
export async function resetPassword(
  localeParam: string,
  _previous: FormState | null,
  formData: FormData,
): Promise<FormState> {
  const { locale, data } = checkedArguments(localeParam, formData);
  const values = withoutPasswords(data);
  const parsed = accountSchemas.reset.safeParse(formDataObject(data));
  if (!parsed.success)
    return { fieldErrors: fieldErrors(parsed.error.issues), failure: null, values, token: '' };

  let changed: boolean;
  try {
    const { db } = await getDatabase();
    // cheap checks before the expensive hash: a limit per address, then the token itself
    const requestHeaders = await headers();
    const address = clientAddressKey(requestHeaders);
    const retryMinutes = await firstExceededLimit(db, [
      [`reset:submit:${address}`, RESET_LIMITS.perAddress],
    ]);
    if (retryMinutes !== null) return refused(locale, values, 'rateLimited', retryMinutes);
    if (!(await passwordResetValid(db, parsed.data.token)))
      return refused(locale, values, 'resetInvalid');
    // A valid link is the owner's own proof, as the device cookie is at login: its hash is served
    // before a flood of wrong logins (one link per address and half hour is mailed)
    const passwordHash = await hashPassword(parsed.data.password, SCRYPT, {
      lane: 'known',
      address,
      signal: requestSignal(requestHeaders),
    });
    changed = await db.transaction().execute(async (trx) => {
      const ownerId = await consumePasswordReset(trx, parsed.data.token);
      if (ownerId === null) return false;
      await setPassword(trx, ownerId, passwordHash);
      return true;
    });
  } catch (error) {
    console.error(
      `password reset: unavailable: ${error instanceof Error ? error.message : 'error'}`,
    );
    return refused(locale, values, 'unavailable');
  }
  if (!changed) return refused(locale, values, 'resetInvalid');
  const session = await ownerSession();
  session.destroy();
  redirect(loginPath(locale, '?changed=1'));
}

/**
 * The monthly report by e-mail, on or off (docs/owner-portal.md): in the language of the page the
 * owner turned it on from. Back to the portal, which says what was saved.
 */
export async function saveReportSetting(localeParam: string, formData: FormData): Promise<void> {
  const { locale, data } = checkedArguments(localeParam, formData);
  const owner = await verifySession();
  if (!owner) redirect(loginPath(locale));
  const parsed = reportSettingSchema.safeParse(formDataObject(data));
  const on = parsed.success && parsed.data.monthlyReport === 'yes';
  const { db } = await getDatabase();
  await setMonthlyReport(db, owner.id, on, locale);
  redirect(`${getPathname({ locale, href: '/owner-portal' })}?report=${on ? 'on' : 'off'}`);
}
