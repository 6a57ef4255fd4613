'use server';

import { after } from 'next/server';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDatabase } from '@/lib/db/connection';
import { actionFlow, actionFormData, actionLocale } from '@/lib/forms/action-arguments';
import {
  feedbackQuery,
  FLOW_REGISTRY,
  storeFailure,
  type Flow,
  type FlowValues,
} from '@/lib/forms/flows';
import { formDataObject, type FormState, type RawForm } from '@/lib/forms/form-state';
import { checkGuards } from '@/lib/forms/guards';
import { parseRequest } from '@/lib/forms/parse';
import { formBack, type Refusal } from '@/lib/forms/refusal';
import { storeRequest } from '@/lib/forms/store';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { deliverOutbox } from '@/lib/mail/deliver';
import { clientAddressKey } from '@/lib/security/client-address';

/*
 * A request sent with a form on the site, top to bottom: parse → guards → store → redirect.
 * Nothing is sent while the visitor waits: the request and an outbox row for each of its
 * deliveries are stored in one transaction, and the outbox composes and sends its messages after
 * the response (lib/mail/request-mails.ts). docs/request-flow.md walks the files.
 */

type Taken<F extends Flow> = { values: FlowValues<F> } | { refusal: Refusal };

/** Parse → guards → store: the request taken, or why not (never an exception). */
async function takeRequest<F extends Flow>(
  flow: F,
  locale: Locale,
  raw: RawForm,
  now: number,
): Promise<Taken<F>> {
  try {
    // 1. the form: honeypot, schema, the no-JavaScript question's answer, the signed form token
    const form = await parseRequest(flow, locale, raw, now);
    if (!form.ok) return { refusal: form.refusal };

    // 2. guards: the property or project takes it, a person sends it, the rate limits
    const { db } = await getDatabase();
    const visitor = { address: clientAddressKey(await headers()), now };
    const refusal = await checkGuards(db, flow, locale, raw, form, visitor);
    if (refusal) return { refusal };

    // 3. one transaction: the request, its flow's record, an outbox row for each delivery
    const stored = await storeRequest(db, flow, locale, form.values, now);
    return stored.ok ? { values: form.values } : { refusal: stored.refusal };
  } catch (error) {
    // API_ERROR (or the flow's own): the form comes back with what was typed, never a stack trace
    console.error(
      `forms: a ${flow} request failed: ${error instanceof Error ? error.message : 'error'}`,
    );
    return { refusal: { failure: storeFailure(flow) } };
  }
}

/**
 * The server action behind every request form. `flow` and `locale` are bound by the page; they
 * travel with the form, so they are checked like any input. A refused request comes back with its
 * errors and everything typed (also without JavaScript); a taken one lands on the flow's
 * thank-you page.
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
  const now = Date.now();

  const taken = await takeRequest(flow, locale, raw, now);
  if ('refusal' in taken) return formBack(flow, locale, raw, taken.refusal, now);

  // 4. the messages leave after the response, composed from what was stored
  after(() => deliverOutbox());
  const thanks = getPathname({
    locale,
    href: { pathname: '/feedback/[flow]', params: { flow: FLOW_REGISTRY[flow].feedback } },
  });
  redirect(`${thanks}${feedbackQuery(flow, taken.values)}`);
}
