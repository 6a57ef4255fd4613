import type { Kysely } from 'kysely';
import { getListing, getProject } from '@/lib/data';
import { firstExceededLimit, type RateLimit } from '@/lib/db/rate-limits';
import { valueKey } from '@/lib/db/request-records';
import type { Database } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { captchaKeys } from '@/lib/security/keys';
import { checkCaptcha } from './captcha';
import {
  PROPERTY_REQUESTS,
  requestRefusal,
  requestSubject,
  type PropertyRequest,
} from './contact-request';
import { FLOW_REGISTRY, flowSubject, type Flow, type FlowValues } from './flows';
import { CAPTCHA_FIELD, QUESTION_ANSWER_FIELD, type RawForm } from './form-state';
import { rateLimits } from './limits';
import { QUESTION_LIMITS, spendQuestion, type ReadQuestion } from './question';
import type { Refusal } from './refusal';

/** Who sends: the visitor's address as the limits keep it (`clientAddressKey`), and when. */
export type Visitor = { address: string; now: number };

function isPropertyRequest(flow: Flow): flow is PropertyRequest {
  return (PROPERTY_REQUESTS as readonly Flow[]).includes(flow);
}

/** The property or project a request is about exists and takes it (the detail page offers no other). */
function subjectRefusal<F extends Flow>(
  flow: F,
  locale: Locale,
  values: FlowValues<F>,
): Refusal | null {
  const { listingId, projectId } = flowSubject(flow, values);
  if (listingId !== null) {
    const listing = getListing(listingId, locale);
    if (!listing) return { failure: 'unknownListing' };
    // a forged or outdated form is refused here too
    const refusal = isPropertyRequest(flow) ? requestRefusal(requestSubject(listing), flow) : null;
    if (refusal)
      return { failure: refusal === 'noDocuments' ? 'noDocuments' : 'listingUnavailable' };
  }
  if (projectId !== null && getProject(projectId, locale) === null)
    return { failure: 'unknownProject' };
  return null;
}

/** The limits a request counts against: per address, per form, the flow's own, the question's. */
function limitsOf<F extends Flow>(
  flow: F,
  values: FlowValues<F>,
  question: ReadQuestion | null,
  address: string,
): [string, RateLimit][] {
  const entry = FLOW_REGISTRY[flow];
  const { perIp, perForm } = rateLimits();
  return [
    [`form:${flow}:ip:${address}`, perIp],
    [`form:${flow}`, perForm],
    ...(entry.addressLimit
      ? [[`form:${flow}:ip-day:${address}`, entry.addressLimit] as [string, RateLimit]]
      : []),
    ...(question
      ? ([
          [`form:question:ip:${address}`, QUESTION_LIMITS.perAddress],
          ['form:question', QUESTION_LIMITS.all],
        ] as [string, RateLimit][])
      : []),
    ...(entry.limits?.(values) ?? []).map(({ scope, value, limit }): [string, RateLimit] => [
      `form:${flow}:${scope}:${valueKey(value)}`,
      limit,
    ]),
  ];
}

/**
 * Step 2 of a request: what must hold before it is stored. The property or project it is about,
 * the proof that a person sends it (the captcha, or without JavaScript the question, used up
 * now), and the rate limits; null when it may be stored.
 */
export async function checkGuards<F extends Flow>(
  db: Kysely<Database>,
  flow: F,
  locale: Locale,
  raw: RawForm,
  form: { values: FlowValues<F>; question: ReadQuestion | null },
  visitor: Visitor,
): Promise<Refusal | null> {
  const subject = subjectRefusal(flow, locale, form.values);
  if (subject) return { ...subject, standingQuestion: form.question };
  if (form.question) {
    if (!(await spendQuestion(db, form.question, visitor.now)))
      return { fieldErrors: { [QUESTION_ANSWER_FIELD]: 'questionNew' } };
  } else if (FLOW_REGISTRY[flow].captcha) {
    const captcha = await checkCaptcha(db, raw[CAPTCHA_FIELD], captchaKeys(), visitor.now);
    if (captcha !== 'ok')
      return {
        fieldErrors: { [CAPTCHA_FIELD]: captcha === 'missing' ? 'captcha' : 'captchaInvalid' },
      };
  }
  const retryMinutes = await firstExceededLimit(
    db,
    limitsOf(flow, form.values, form.question, visitor.address),
    visitor.now,
  );
  return retryMinutes === null ? null : { failure: 'rateLimited', retryMinutes };
}
