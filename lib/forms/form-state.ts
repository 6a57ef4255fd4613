import { gatherFields } from '@/lib/security/field-record';
import type { ErrorKey } from './constants';

/** What a form can be told went wrong as a whole (`Forms.failures` in messages/), request forms and owner forms alike. */
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

/** Fields every request form carries besides its own: the honeypot, the signed time token, the captcha. */
export const HONEYPOT_FIELD = 'website';
export const TOKEN_FIELD = 'formToken';
export const CAPTCHA_FIELD = 'altcha';
const TECHNICAL_FIELDS = new Set([HONEYPOT_FIELD, TOKEN_FIELD, CAPTCHA_FIELD]);

/** The visitor's input to give back: every field but the technical ones, as typed. */
export function echoValues(raw: RawForm): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(raw).filter(([key]) => !TECHNICAL_FIELDS.has(key) && !key.startsWith('$ACTION')),
  );
}

/** FormData as a record: one value per name, or all of them when a name repeats (any name is safe). */
export function formDataObject(data: FormData): RawForm {
  return gatherFields(data.entries());
}
