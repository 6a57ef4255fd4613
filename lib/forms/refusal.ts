import type { Locale } from '@/lib/i18n/locales';
import { translator, type Translate } from '@/lib/i18n/translator';
import { questionKey } from '@/lib/security/keys';
import type { ErrorKey } from './constants';
import { FLOW_REGISTRY, type Flow } from './flows';
import {
  echoValues,
  QUESTION_ANSWER_FIELD,
  type FailureKey,
  type FormState,
  type QuestionState,
  type RawForm,
} from './form-state';
import { newQuestion, questionText, type Question } from './question';
import { newFormToken } from './server';

/** Why a request was not taken: errors at fields, or one for the whole form. */
export type Refusal = {
  fieldErrors?: Partial<Record<string, ErrorKey>>;
  failure?: FailureKey | null;
  /** Minutes to wait, with `rateLimited`. */
  retryMinutes?: number;
  /** The question (no JavaScript) that stays on the form with its answer: answered right, or not yet. */
  standingQuestion?: Question | null;
};

function questionState(
  t: Translate,
  flow: Flow,
  raw: RawForm,
  standing: Question | null | undefined,
  now: number,
): QuestionState | undefined {
  if (!FLOW_REGISTRY[flow].captcha) return undefined;
  if (standing) {
    const answer = raw[QUESTION_ANSWER_FIELD];
    return {
      token: standing.token,
      text: questionText(t, standing),
      answer: typeof answer === 'string' ? answer : '',
    };
  }
  const fresh = newQuestion(questionKey(), flow, now);
  return { token: fresh.token, text: questionText(t, fresh), answer: '' };
}

/**
 * The form as it comes back after a refusal: its errors (the form's own translated, also shown
 * without JavaScript), everything typed, a fresh token and, where the captcha guards it, the
 * question for visitors without JavaScript. Never a stack trace.
 */
export function formBack(
  flow: Flow,
  locale: Locale,
  raw: RawForm,
  refusal: Refusal,
  now = Date.now(),
): FormState {
  const t = translator(locale);
  const failure = refusal.failure ?? null;
  return {
    fieldErrors: refusal.fieldErrors ?? {},
    failure,
    ...(refusal.retryMinutes !== undefined && { retryMinutes: refusal.retryMinutes }),
    ...(failure && {
      failureText: t(`Forms.failures.${failure}`, { minutes: refusal.retryMinutes ?? 1 }),
    }),
    values: echoValues(raw),
    token: newFormToken(flow, now),
    question: questionState(t, flow, raw, refusal.standingQuestion, now),
  };
}
