import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { enqueueMail, type MailInput } from '@/lib/db/outbox';
import { hitRateLimit, type RateLimit } from '@/lib/db/rate-limits';
import { bookAppointment, storeDemand, storeTestimonial, subscribe } from '@/lib/db/requests';
import type { Database } from '@/lib/db/schema';
import { storeSubmission } from '@/lib/db/submissions';
import { checkFormToken } from '@/lib/security/signing';
import type { CaptchaCheck } from './captcha';
import { PROPERTY_REQUESTS, requestRefusal, type PropertyRequest, type RequestSubject } from './contact-request';
import { fieldErrors } from './errors';
import type { ErrorKey } from './fields';
import { schemas, type Flow, type FormContext } from './schemas';

export type FailureKey =
  | 'mailNotSent'
  | 'apiError'
  | 'testimonialNotSent'
  | 'requestDocumentError'
  | 'rejected'
  | 'expired'
  | 'rateLimited'
  | 'unknownListing'
  | 'unknownProject'
  | 'listingUnavailable'
  | 'noDocuments'
  | 'tooLarge'
  | 'loginFailed'
  | 'tooManyAttempts'
  | 'resetInvalid'
  | 'unavailable';

/**
 * What the visitor is told when a request could not be stored (§8): the catalogue's own message
 * for a testimonial and a documents request, API_ERROR for the others. Their input stays on the form.
 */
export function storeFailure(flow: Flow): FailureKey {
  if (flow === 'testimonial') return 'testimonialNotSent';
  if (flow === 'documents') return 'requestDocumentError';
  return 'apiError';
}

function isPropertyRequest(flow: Flow): flow is PropertyRequest {
  return (PROPERTY_REQUESTS as readonly Flow[]).includes(flow);
}

/** What a form shows after a refused submission: errors per field or for the form, and the input back. */
export type FormState = {
  fieldErrors: Partial<Record<string, ErrorKey>>;
  failure: FailureKey | null;
  /** Minutes to wait, with `rateLimited`. */
  retryMinutes?: number;
  /** The failure, translated by the action (also shown without JavaScript). */
  failureText?: string;
  /** Everything the visitor typed, to fill the form again (never echoed as HTML). */
  values: Record<string, string | string[]>;
  /** A fresh form token for the next attempt. */
  token: string;
};

export type RawForm = Record<string, string | string[]>;

/** Fields every form carries besides its own: the honeypot, the signed time token, the captcha. */
export const HONEYPOT_FIELD = 'website';
export const TOKEN_FIELD = 'formToken';
export const CAPTCHA_FIELD = 'altcha';
const TECHNICAL_FIELDS = new Set([HONEYPOT_FIELD, TOKEN_FIELD, CAPTCHA_FIELD]);

/** Flows protected by the captcha (§3): all but the newsletter, whose one field a bot gains little from. */
export const CAPTCHA_FLOWS: ReadonlySet<Flow> = new Set(['contact', 'information', 'documents', 'visit', 'project', 'offer', 'demand', 'valuation', 'friend', 'testimonial']);

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
  /** The mails of an accepted request (composed by the caller, which knows the languages). */
  composeMails: (values: Record<string, unknown>, extra: { subscriberId?: number }) => Omit<MailInput, 'submissionId'>[];
  newToken: () => string;
};

export type SubmitResult = { ok: true; submissionId: number; values: Record<string, unknown> } | { ok: false; state: FormState };

/** The visitor's input to give back: every field but the technical ones, as typed. */
export function echoValues(raw: RawForm): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(raw).filter(([key]) => !TECHNICAL_FIELDS.has(key) && !key.startsWith('$ACTION')));
}

/** FormData as a plain object: one value per name, or all of them when a name repeats. */
export function formDataObject(data: FormData): RawForm {
  const raw: RawForm = {};
  for (const [key, value] of data.entries()) {
    if (typeof value !== 'string') continue;
    const existing = raw[key];
    raw[key] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return raw;
}

/**
 * The form back after a step that failed unexpectedly (the request's own dependencies, not its
 * validation): the flow's failure message, everything typed, a fresh token — never a stack trace.
 */
export function failedSubmission(flow: Flow, raw: RawForm, token: string): FormState {
  return { fieldErrors: {}, failure: storeFailure(flow), values: echoValues(raw), token };
}

const DUPLICATE_SLOT = Symbol('slot full');

/** A friend mail goes to any address: a few a day per sender and far fewer per recipient, whatever the visitor's address. */
export const FRIEND_LIMITS = { perSender: { limit: 10, windowMs: 24 * 60 * 60_000 }, perRecipient: { limit: 3, windowMs: 24 * 60 * 60_000 } } satisfies Record<string, RateLimit>;

function emailKey(value: unknown): string {
  return createHash('sha256').update(String(value).trim().toLowerCase()).digest('base64url').slice(0, 22);
}

function friendLimits(data: Record<string, unknown>): [string, RateLimit][] {
  return [
    [`form:friend:sender:${emailKey(data.senderEmail)}`, FRIEND_LIMITS.perSender],
    [`form:friend:recipient:${emailKey(data.friendEmail)}`, FRIEND_LIMITS.perRecipient],
  ];
}

/**
 * One request, from the raw form to the database: spam checks, validation, the property it is
 * about, captcha, rate limits; then the request, its flow's record and its mails are written in
 * one transaction — stored before any mail is attempted, and never half-stored.
 */
export async function submitRequest(flow: Flow, locale: string, raw: RawForm, deps: SubmitDeps): Promise<SubmitResult> {
  const values = echoValues(raw);
  const refuse = (state: Partial<FormState>): SubmitResult => ({ ok: false, state: { fieldErrors: {}, failure: null, values, token: deps.newToken(), ...state } });

  if (typeof raw[HONEYPOT_FIELD] === 'string' && raw[HONEYPOT_FIELD] !== '') return refuse({ failure: 'rejected' });
  const parsed = schemas(deps.context)[flow].safeParse(values);
  if (!parsed.success) return refuse({ fieldErrors: fieldErrors(parsed.error.issues) });
  // after the field errors, which a person who typed fast still needs to see
  const token = checkFormToken(deps.formKey, flow, raw[TOKEN_FIELD], deps.now);
  if (token === 'expired') return refuse({ failure: 'expired' });
  if (token !== 'ok') return refuse({ failure: 'rejected' });
  const data = parsed.data as Record<string, unknown>;
  const listingId = typeof data.listingId === 'number' ? data.listingId : null;
  const projectId = typeof data.projectId === 'number' ? data.projectId : null;
  if (listingId !== null) {
    const subject = deps.listing(listingId);
    if (!subject) return refuse({ failure: 'unknownListing' });
    // the detail page offers no such button; a forged or outdated form is refused here too
    const refusal = isPropertyRequest(flow) ? requestRefusal(subject, flow) : null;
    if (refusal) return refuse({ failure: refusal === 'noDocuments' ? 'noDocuments' : 'listingUnavailable' });
  }
  if (projectId !== null && !deps.projectExists(projectId)) return refuse({ failure: 'unknownProject' });

  let db: Kysely<Database>;
  try {
    db = await deps.db();
  } catch (error) {
    console.error(`forms: database unavailable for a ${flow} request: ${error instanceof Error ? error.message : 'error'}`);
    return refuse({ failure: storeFailure(flow) });
  }

  try {
    if (CAPTCHA_FLOWS.has(flow)) {
      const captcha = await deps.checkCaptcha(db, raw[CAPTCHA_FIELD]);
      if (captcha !== 'ok') return refuse({ fieldErrors: { [CAPTCHA_FIELD]: captcha === 'missing' ? 'captcha' : 'captchaInvalid' } });
    }
    for (const [key, limit] of [
      [`form:${flow}:ip:${deps.clientAddress}`, deps.limits.perIp],
      [`form:${flow}`, deps.limits.perForm],
      ...(flow === 'friend' ? friendLimits(data) : []),
    ] as const) {
      const hit = await hitRateLimit(db, key, limit, deps.now);
      if (!hit.allowed) return refuse({ failure: 'rateLimited', retryMinutes: Math.max(1, Math.ceil(hit.retryAfterMs / 60_000)) });
    }

    const submissionId = await db.transaction().execute(async (trx) => {
      const id = await storeSubmission(trx, { kind: flow, locale, listingId, projectId, payload: data }, deps.now);
      const extra: { subscriberId?: number } = {};
      if (flow === 'visit' && listingId !== null) {
        const booked = await bookAppointment(trx, { submissionId: id, listingId, date: String(data.date), slot: String(data.slot) }, deps.slotCapacity, deps.now);
        if (!booked) throw DUPLICATE_SLOT;
      }
      if (flow === 'demand') {
        await storeDemand(trx, {
          submissionId: id,
          goal: data.goal as 'sale' | 'rent',
          types: data.types as number[],
          zones: data.zones as string[],
          minRooms: (data.minRooms as number | undefined) ?? null,
          priceMin: (data.priceMin as number | undefined) ?? null,
          priceMax: (data.priceMax as number | undefined) ?? null,
        }, deps.now);
      }
      if (flow === 'testimonial') await storeTestimonial(trx, { submissionId: id, locale, name: String(data.name), text: String(data.text) }, deps.now);
      if (flow === 'newsletter') extra.subscriberId = await subscribe(trx, String(data.email), locale, deps.now);
      for (const mail of deps.composeMails(data, extra)) await enqueueMail(trx, { ...mail, submissionId: id }, deps.now);
      return id;
    });
    return { ok: true, submissionId, values: data };
  } catch (error) {
    if (error === DUPLICATE_SLOT) return refuse({ fieldErrors: { slot: 'slotFull' } });
    console.error(`forms: a ${flow} request could not be stored: ${error instanceof Error ? error.message : 'error'}`);
    return refuse({ failure: storeFailure(flow) });
  }
}
