'use server';

import { actionFlow, actionFormData, actionLocale } from './action-arguments';
import { after } from 'next/server';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/lib/i18n/navigation';
import { deliverOutbox } from '@/lib/mail/outbox-runner';
import { feedbackQuery, FLOW_REGISTRY, type Flow } from './flows';
import { formDataObject, type FormState } from './form-state';
import { clientAddressKey } from '@/lib/security/client-address';
import { newFormToken, submitDeps } from './server';
import { failedSubmission, submitRequest, type SubmitResult } from './submit';

/**
 * The server action behind every request form. `flow` and `locale` are bound by the page; they
 * travel with the form, so they are checked like any input. On success the visitor lands on the
 * flow's thank-you page and the mails leave after the response; otherwise the form comes back
 * with its errors and everything typed (also without JavaScript).
 */
export async function submitForm(
  flowParam: Flow,
  localeParam: string,
  _previous: FormState | null,
  formDataParam: FormData,
): Promise<FormState> {
  // bound by the page, but posted like any input: other values answer 404
  const flow = actionFlow(flowParam);
  const locale = actionLocale(localeParam);
  const raw = formDataObject(actionFormData(formDataParam));
  let result: SubmitResult<typeof flow>;
  try {
    const requestHeaders = await headers();
    const deps = await submitDeps(flow, locale, clientAddressKey(requestHeaders));
    result = await submitRequest(flow, locale, raw, deps);
  } catch (error) {
    // API_ERROR: the form comes back with what was typed, as after a refused request
    console.error(
      `forms: a ${flow} request failed: ${error instanceof Error ? error.message : 'error'}`,
    );
    let token = '';
    try {
      token = newFormToken(flow);
    } catch {
      // without a token the next attempt is refused as expired, and says so
    }
    result = { ok: false, state: failedSubmission(flow, raw, token) };
  }
  if (!result.ok) {
    const { failure, retryMinutes } = result.state;
    if (!failure) return result.state;
    const t = await getTranslations({ locale, namespace: 'Forms.failures' });
    return { ...result.state, failureText: t(failure, { minutes: retryMinutes ?? 1 }) };
  }
  after(() => deliverOutbox());
  const feedback = getPathname({
    locale,
    href: { pathname: '/feedback/[flow]', params: { flow: FLOW_REGISTRY[flow].feedback } },
  });
  const query = feedbackQuery(flow, result.values);
  redirect(`${feedback}${query}`);
}
