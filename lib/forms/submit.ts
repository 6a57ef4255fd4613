import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { OmnicasaRequest, StoredRequest } from '@/lib/crm/omnicasa/push';
import { enqueueCrmCall, enqueueMail, type MailInput } from '@/lib/db/outbox';
import { firstExceededLimit, type RateLimit } from '@/lib/db/rate-limits';
import { claimMailTurn } from '@/lib/db/mail-turns';
import { storeDemand, storeTestimonial, subscribe, subscriberById } from '@/lib/db/requests';
import { requestAppointment } from '@/lib/db/visits';
import type { Database } from '@/lib/db/schema';
import { storeSubmission } from '@/lib/db/submissions';
import { isLocale } from '@/lib/i18n/locales';
import { checkFormToken } from '@/lib/security/signing';
import type { CaptchaCheck } from './captcha';
import {
  PROPERTY_REQUESTS,
  requestRefusal,
  type PropertyRequest,
  type RequestSubject,
} from './contact-request';
import type { ErrorKey } from './constants';
import { fieldErrors } from './errors';
import {
  FLOW_REGISTRY,
  flowSchema,
  flowSubject,
  storeFailure,
  type Flow,
  type FlowRecord,
  type FlowValues,
} from './flows';
import {
  CAPTCHA_FIELD,
  echoValues,
  HONEYPOT_FIELD,
  QUESTION_ANSWER_FIELD,
  QUESTION_TOKEN_FIELD,
  TOKEN_FIELD,
  type FormState,
  type QuestionState,
  type RawForm,
} from './form-state';
import {
  checkAnswer,
  newQuestion,
  QUESTION_LIMITS,
  readQuestion,
  spendQuestion,
  type QuestionCheck,
} from './question';
import type { FormContext } from './schemas';

/**
 * What the mails of a request need beyond its values: the newsletter subscriber it created,
 * whether its mails are held back (docs/security.md › Mail to one address), and the visit
 * request whose slot the visitor's link holds.
 */
export type MailExtra = { subscriberId?: number; mailsHeld?: boolean; appointmentId?: number };

/**
 * A newsletter confirmation goes to one address once a day (UTC days) at most, and never to an
 * address that is already confirmed, however often and from wherever it is signed up: the sign-up
 * answers the same, and the link mailed before keeps working (it does not expire).
 */
export const NEWSLETTER_MAIL_PERIOD_MS = 24 * 60 * 60_000;

export type SubmitDeps = {
  db: () => Promise<Kysely<Database>>;
  now: number;
  clientAddress: string;
  formKey: Buffer;
  context: FormContext;
  limits: { perIp: RateLimit; perForm: RateLimit };
  slotCapacity: number;
  /** The property a request is about, or null when it does not exist. */
  listing: (id: number) => RequestSubject | null;
  projectExists: (id: number) => boolean;
  checkCaptcha: (db: Kysely<Database>, value: unknown) => Promise<CaptchaCheck>;
  /** The key that signs the questions asked without JavaScript, and a question's text in the visitor's language. */
  questionKey: Buffer;
  questionText: (terms: { a: number; b: number }) => string;
  /** The mails of an accepted request (composed by the caller, which knows the languages). */
  composeMails: <F extends Flow>(
    flow: F,
    values: FlowValues<F>,
    extra: MailExtra,
  ) => Omit<MailInput, 'submissionId'>[];
  newToken: () => string;
  /**
   * The CRM call a stored request becomes (docs/crm-omnicasa.md), given the agency's notification
   * as composed for it; absent without a CRM. Queued in the request's own transaction.
   */
  crmRequest?: (
    request: StoredRequest,
    agencyMail: { subject: string; content: string },
  ) => OmnicasaRequest | null;
};

export type SubmitResult<F extends Flow = Flow> =
  { ok: true; submissionId: number; values: FlowValues<F> } | { ok: false; state: FormState };

function isPropertyRequest(flow: Flow): flow is PropertyRequest {
  return (PROPERTY_REQUESTS as readonly Flow[]).includes(flow);
}

/**
 * The form back after a step that failed unexpectedly (the request's own dependencies, not its
 * validation): the flow's failure message, everything typed, a fresh token — never a stack trace.
 */
export function failedSubmission(flow: Flow, raw: RawForm, token: string): FormState {
  return { fieldErrors: {}, failure: storeFailure(flow), values: echoValues(raw), token };
}

const DUPLICATE_SLOT = Symbol('slot full');

/** The error at the question's field, for an answer that does not pass. */
const QUESTION_ERRORS = {
  missing: 'questionRequired',
  wrong: 'questionWrong',
  expired: 'questionNew',
  invalid: 'questionNew',
} as const satisfies Record<Exclude<QuestionCheck, 'ok'>, string>;

/** A value a limit counts by, kept only as a hash (an address typed in a form). */
function valueKey(value: string): string {
  return createHash('sha256').update(value.trim().toLowerCase()).digest('base64url').slice(0, 22);
}

/**
 * One request, from the raw form to the database: spam checks, validation, the property it is
 * about, captcha, rate limits; then the request, its flow's record and its mails are written in
 * one transaction — stored before any mail is attempted, and never half-stored.
 */
export async function submitRequest<F extends Flow>(
  flow: F,
  locale: string,
  raw: RawForm,
  deps: SubmitDeps,
): Promise<SubmitResult<F>> {
  const entry = FLOW_REGISTRY[flow];
  const values = echoValues(raw);

  // without JavaScript there is no proof of work, only the question that stands in for it
  const posted = raw[CAPTCHA_FIELD];
  const byQuestion =
    entry.captcha &&
    !(typeof posted === 'string' && posted !== '') &&
    raw[QUESTION_TOKEN_FIELD] !== undefined;
  const question = byQuestion
    ? readQuestion(deps.questionKey, flow, raw[QUESTION_TOKEN_FIELD])
    : null;
  const answer = raw[QUESTION_ANSWER_FIELD];
  const questionCheck = byQuestion ? checkAnswer(question, answer, deps.now) : null;
  // the question just answered stays on the form (with its answer) until it is spent or fails
  let questionStands = question !== null && (questionCheck === 'ok' || questionCheck === 'missing');
  const questionState = (): QuestionState | undefined => {
    if (!entry.captcha) return undefined;
    if (question && questionStands)
      return {
        token: question.token,
        text: deps.questionText(question),
        answer: typeof answer === 'string' ? answer : '',
      };
    const fresh = newQuestion(deps.questionKey, flow, deps.now);
    return { token: fresh.token, text: deps.questionText(fresh), answer: '' };
  };
  const refuse = (state: Partial<FormState>): SubmitResult<F> => ({
    ok: false,
    state: {
      fieldErrors: {},
      failure: null,
      values,
      token: deps.newToken(),
      question: questionState(),
      ...state,
    },
  });

  if (typeof raw[HONEYPOT_FIELD] === 'string' && raw[HONEYPOT_FIELD] !== '')
    return refuse({ failure: 'rejected' });
  const parsed = flowSchema(flow, deps.context).safeParse(values);
  const errors: Partial<Record<string, ErrorKey>> = parsed.success
    ? {}
    : fieldErrors(parsed.error.issues);
  // the question's error comes with the others, so a visitor without JavaScript sends once more, not twice
  if (questionCheck !== null && questionCheck !== 'ok')
    errors[QUESTION_ANSWER_FIELD] = QUESTION_ERRORS[questionCheck];
  if (!parsed.success || Object.keys(errors).length > 0) {
    // a wrong answer spends its question: one guess per question served
    if (question && questionCheck === 'wrong') {
      try {
        await spendQuestion(await deps.db(), question, deps.now);
      } catch (error) {
        console.error(
          `forms: a question could not be marked as used: ${error instanceof Error ? error.message : 'error'}`,
        );
      }
    }
    return refuse({ fieldErrors: errors });
  }
  const token = checkFormToken(deps.formKey, flow, raw[TOKEN_FIELD], deps.now);
  if (token === 'expired') return refuse({ failure: 'expired' });
  if (token !== 'ok') return refuse({ failure: 'rejected' });
  const data: FlowValues<F> = parsed.data;
  const { listingId, projectId } = flowSubject(flow, data);
  if (listingId !== null) {
    const subject = deps.listing(listingId);
    if (!subject) return refuse({ failure: 'unknownListing' });
    // the detail page offers no such button; a forged or outdated form is refused here too
    const refusal = isPropertyRequest(flow) ? requestRefusal(subject, flow) : null;
    if (refusal)
      return refuse({ failure: refusal === 'noDocuments' ? 'noDocuments' : 'listingUnavailable' });
  }
  if (projectId !== null && !deps.projectExists(projectId))
    return refuse({ failure: 'unknownProject' });

  let db: Kysely<Database>;
  try {
    db = await deps.db();
  } catch (error) {
    console.error(
      `forms: database unavailable for a ${flow} request: ${error instanceof Error ? error.message : 'error'}`,
    );
    return refuse({ failure: storeFailure(flow) });
  }

  try {
    if (question) {
      questionStands = false;
      if (!(await spendQuestion(db, question, deps.now)))
        return refuse({ fieldErrors: { [QUESTION_ANSWER_FIELD]: 'questionNew' } });
    } else if (entry.captcha) {
      const captcha = await deps.checkCaptcha(db, raw[CAPTCHA_FIELD]);
      if (captcha !== 'ok')
        return refuse({
          fieldErrors: { [CAPTCHA_FIELD]: captcha === 'missing' ? 'captcha' : 'captchaInvalid' },
        });
    }
    const retryMinutes = await firstExceededLimit(
      db,
      [
        [`form:${flow}:ip:${deps.clientAddress}`, deps.limits.perIp],
        [`form:${flow}`, deps.limits.perForm],
        ...(entry.addressLimit
          ? [[`form:${flow}:ip-day:${deps.clientAddress}`, entry.addressLimit] as const]
          : []),
        ...(question
          ? ([
              [`form:question:ip:${deps.clientAddress}`, QUESTION_LIMITS.perAddress],
              ['form:question', QUESTION_LIMITS.all],
            ] as const)
          : []),
        ...(entry.limits?.(data) ?? []).map(
          ({ scope, value, limit }) => [`form:${flow}:${scope}:${valueKey(value)}`, limit] as const,
        ),
      ],
      deps.now,
    );
    if (retryMinutes !== null) return refuse({ failure: 'rateLimited', retryMinutes });

    const record = entry.record?.(data) ?? null;
    const submissionId = await db.transaction().execute(async (trx) => {
      const id = await storeSubmission(
        trx,
        { kind: flow, locale, listingId, projectId, payload: data },
        deps.now,
      );
      const extra = record
        ? await storeRecord(trx, record, {
            submissionId: id,
            locale,
            slotCapacity: deps.slotCapacity,
            now: deps.now,
          })
        : {};
      // held mails (a newsletter sign-up seen today) are not composed; no CRM call is made of those
      const mails = extra.mailsHeld ? [] : deps.composeMails(flow, data, extra);
      for (const mail of mails) await enqueueMail(trx, { ...mail, submissionId: id }, deps.now);
      const agencyMail = mails.find((mail) => mail.purpose === 'agency');
      const crm =
        deps.crmRequest && isLocale(locale)
          ? deps.crmRequest(
              { kind: flow, locale, listingId, projectId, payload: { ...data } },
              { subject: agencyMail?.subject ?? '', content: agencyMail?.text ?? '' },
            )
          : null;
      if (crm)
        await enqueueCrmCall(
          trx,
          {
            submissionId: id,
            method: crm.method,
            params: crm.params,
            subject: agencyMail?.subject ?? crm.method,
            text: agencyMail?.text ?? '',
          },
          deps.now,
        );
      return id;
    });
    return { ok: true, submissionId, values: data };
  } catch (error) {
    if (error === DUPLICATE_SLOT) return refuse({ fieldErrors: { slot: 'slotFull' } });
    console.error(
      `forms: a ${flow} request could not be stored: ${error instanceof Error ? error.message : 'error'}`,
    );
    return refuse({ failure: storeFailure(flow) });
  }
}

/** Writes the record a flow keeps beside its request (an appointment, a search, a testimonial, a subscriber). */
async function storeRecord(
  trx: Transaction<Database>,
  record: FlowRecord,
  {
    submissionId,
    locale,
    slotCapacity,
    now,
  }: { submissionId: number; locale: string; slotCapacity: number; now: number },
): Promise<MailExtra> {
  switch (record.kind) {
    case 'appointment': {
      const { listingId, date, slot, email } = record;
      const appointmentId = await requestAppointment(
        trx,
        { submissionId, listingId, date, slot, holder: valueKey(email) },
        slotCapacity,
        now,
      );
      if (appointmentId === null) throw DUPLICATE_SLOT;
      return { appointmentId };
    }
    case 'demand': {
      const { goal, types, zones, minRooms, priceMin, priceMax } = record;
      await storeDemand(
        trx,
        { submissionId, goal, types, zones, minRooms, priceMin, priceMax },
        now,
      );
      return {};
    }
    case 'testimonial':
      await storeTestimonial(
        trx,
        { submissionId, locale, name: record.name, text: record.text },
        now,
      );
      return {};
    case 'subscriber': {
      const subscriberId = await subscribe(trx, record.email, locale, now);
      const subscriber = await subscriberById(trx, subscriberId);
      const mail =
        subscriber?.confirmed_at === null &&
        (await claimMailTurn(
          trx,
          'newsletter',
          valueKey(record.email),
          NEWSLETTER_MAIL_PERIOD_MS,
          now,
        ));
      return mail ? { subscriberId } : { subscriberId, mailsHeld: true };
    }
  }
}
