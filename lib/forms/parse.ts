import { getDatabase } from '@/lib/db/connection';
import type { Locale } from '@/lib/i18n/locales';
import { formKey, questionKey } from '@/lib/security/keys';
import { checkFormToken } from '@/lib/security/signing';
import type { ErrorKey } from './constants';
import { fieldErrors } from './errors';
import { FLOW_REGISTRY, flowSchema, type Flow, type FlowValues } from './flows';
import {
  CAPTCHA_FIELD,
  echoValues,
  HONEYPOT_FIELD,
  QUESTION_ANSWER_FIELD,
  QUESTION_TOKEN_FIELD,
  TOKEN_FIELD,
  type RawForm,
} from './form-state';
import {
  checkAnswer,
  readQuestion,
  spendQuestion,
  type QuestionCheck,
  type ReadQuestion,
} from './question';
import type { Refusal } from './refusal';
import { formContext } from './server';

export type ParsedRequest<F extends Flow> =
  | { ok: true; values: FlowValues<F>; question: ReadQuestion | null }
  | { ok: false; refusal: Refusal };

/** The error at the question's field, for an answer that does not pass. */
const QUESTION_ERRORS = {
  missing: 'questionRequired',
  wrong: 'questionWrong',
  expired: 'questionNew',
  invalid: 'questionNew',
} as const satisfies Record<Exclude<QuestionCheck, 'ok'>, ErrorKey>;

/** A wrong answer uses its question up: one guess per question served. */
async function spendWrongQuestion(question: ReadQuestion, now: number): Promise<void> {
  try {
    await spendQuestion((await getDatabase()).db, question, now);
  } catch (error) {
    console.error(
      `forms: a question could not be marked as used: ${error instanceof Error ? error.message : 'error'}`,
    );
  }
}

/**
 * Step 1 of a request: the form as the visitor sent it. The honeypot, the flow's schema (every
 * field's error at once, the no-JavaScript question's among them, so a visitor without JavaScript
 * sends once more, not twice) and the signed form token (neither forged nor sent within seconds).
 */
export async function parseRequest<F extends Flow>(
  flow: F,
  locale: Locale,
  raw: RawForm,
  now: number,
): Promise<ParsedRequest<F>> {
  // without JavaScript there is no proof of work, only the question that stands in for it
  const posted = raw[CAPTCHA_FIELD];
  const byQuestion =
    FLOW_REGISTRY[flow].captcha &&
    !(typeof posted === 'string' && posted !== '') &&
    raw[QUESTION_TOKEN_FIELD] !== undefined;
  const question = byQuestion ? readQuestion(questionKey(), flow, raw[QUESTION_TOKEN_FIELD]) : null;
  const check = byQuestion ? checkAnswer(question, raw[QUESTION_ANSWER_FIELD], now) : null;
  // the question just answered stays on the form (with its answer) until it is spent or fails
  const standingQuestion = check === 'ok' || check === 'missing' ? question : null;
  const refuse = (refusal: Refusal): ParsedRequest<F> => ({
    ok: false,
    refusal: { standingQuestion, ...refusal },
  });

  if (typeof raw[HONEYPOT_FIELD] === 'string' && raw[HONEYPOT_FIELD] !== '')
    return refuse({ failure: 'rejected' });
  const parsed = flowSchema(flow, formContext(locale, new Date(now))).safeParse(echoValues(raw));
  const errors: Partial<Record<string, ErrorKey>> = parsed.success
    ? {}
    : fieldErrors(parsed.error.issues);
  if (check !== null && check !== 'ok') errors[QUESTION_ANSWER_FIELD] = QUESTION_ERRORS[check];
  if (!parsed.success || Object.keys(errors).length > 0) {
    if (question && check === 'wrong') await spendWrongQuestion(question, now);
    return refuse({ fieldErrors: errors });
  }
  const token = checkFormToken(formKey(), flow, raw[TOKEN_FIELD], now);
  if (token === 'expired') return refuse({ failure: 'expired' });
  if (token !== 'ok') return refuse({ failure: 'rejected' });
  return { ok: true, values: parsed.data, question };
}
