import { gatherFields } from '@/lib/security/field-record';
import { QUESTION_ANSWER_FIELD, QUESTION_TOKEN_FIELD, type ErrorKey } from './constants';

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
  /**
   * The question for visitors without JavaScript on forms the captcha guards: the one just
   * answered with its answer while it still stands, or a new one (lib/forms/question.ts).
   */
  question?: QuestionState;
};

/** A question as a form shows it: its signed token, its text in the visitor's language, the answer typed. */
export type QuestionState = { token: string; text: string; answer: string };

export type RawForm = Record<string, string | string[]>;

/**
 * Fields every request form carries besides its own: the honeypot, the signed time token, the
 * captcha, and without JavaScript the question that stands in for the captcha.
 */
export const HONEYPOT_FIELD = 'website';
export const TOKEN_FIELD = 'formToken';
export const CAPTCHA_FIELD = 'altcha';
export { QUESTION_ANSWER_FIELD, QUESTION_TOKEN_FIELD };
const TECHNICAL_FIELDS = new Set([
  HONEYPOT_FIELD,
  TOKEN_FIELD,
  CAPTCHA_FIELD,
  QUESTION_TOKEN_FIELD,
  QUESTION_ANSWER_FIELD,
]);

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
