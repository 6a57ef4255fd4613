import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RateLimit } from '@/lib/db/rate-limits';
import { consumeChallenge } from '@/lib/db/requests';
import type { Database } from '@/lib/db/schema';
import type { Translate } from '@/lib/i18n/translator';
import { sign, signatureMatches } from '@/lib/security/signing';

/*
 * The way through the captcha for visitors without JavaScript (docs/no-javascript-forms.md): a
 * small sum written in words, in the visitor's language, that a person answers in the form. The
 * server signs the question (who it is for, until when), checks the answer itself and takes each
 * question once; a wrong answer spends it too, so a question cannot be guessed at. A script that
 * reads the question can still answer it: the limits below bound what it gets through this way.
 */

/** How long a served question can be answered: a slow visitor filling a long form has time. */
export const QUESTION_TTL_MS = 2 * 60 * 60_000;

/** The terms of the sum, each between these (both included): a sum any visitor does in the head. */
export const QUESTION_TERM = { min: 1, max: 9 } as const;

/** Requests sent by answering the question (every form together): per visitor's address and for everybody. */
export const QUESTION_LIMITS = {
  perAddress: { limit: 10, windowMs: 24 * 60 * 60_000 },
  all: { limit: 60, windowMs: 60 * 60_000 },
} satisfies Record<string, RateLimit>;

/** A question as served: the signed token the form carries and the two terms its text names. */
export type Question = { token: string; a: number; b: number };

/** A question's token read back: signed by us for this form. */
export type ReadQuestion = Question & { id: string; expiresAt: number };

export type QuestionCheck = 'ok' | 'missing' | 'wrong' | 'expired' | 'invalid';

/** The longest token and answer read at all (anything longer is refused before any work). */
const MAX_TOKEN = 200;
const MAX_ANSWER = 20;

function signedText(flow: string, expiresAt: number, nonce: string, a: number, b: number): string {
  return `question:${flow}:${expiresAt}:${nonce}:${a}:${b}`;
}

/** A fresh question for one form, valid for QUESTION_TTL_MS. */
export function newQuestion(
  key: Buffer,
  flow: string,
  now = Date.now(),
  term: (min: number, max: number) => number = (min, max) => randomInt(min, max + 1),
): Question {
  const a = term(QUESTION_TERM.min, QUESTION_TERM.max);
  const b = term(QUESTION_TERM.min, QUESTION_TERM.max);
  const expiresAt = now + QUESTION_TTL_MS;
  const nonce = randomBytes(12).toString('base64url');
  const signature = sign(key, signedText(flow, expiresAt, nonce, a, b));
  return { token: `${expiresAt}.${nonce}.${a}.${b}.${signature}`, a, b };
}

const TERM = /^[1-9]$/;

/** The question a posted token names, when we signed it for this form; null for anything else. */
export function readQuestion(key: Buffer, flow: string, token: unknown): ReadQuestion | null {
  if (typeof token !== 'string' || token.length > MAX_TOKEN) return null;
  const parts = token.split('.');
  if (parts.length !== 5) return null;
  const [expires, nonce, a, b, signature] = parts as [string, string, string, string, string];
  const expiresAt = Number(expires);
  if (
    !/^\d{1,15}$/.test(expires) ||
    !/^[\w-]{16}$/.test(nonce) ||
    !TERM.test(a) ||
    !TERM.test(b) ||
    !signatureMatches(key, signedText(flow, expiresAt, nonce, Number(a), Number(b)), signature)
  )
    return null;
  return { token, a: Number(a), b: Number(b), id: `question:${nonce}`, expiresAt };
}

/**
 * The number a visitor typed: digits, with spaces or a final full stop forgiven; null for anything
 * else (a word, a sign, a fraction).
 */
export function answerNumber(answer: unknown): number | null {
  if (typeof answer !== 'string' || answer.length > MAX_ANSWER) return null;
  const digits = answer.normalize('NFKC').replace(/\s+/g, '').replace(/\.$/, '');
  return /^\d{1,3}$/.test(digits) ? Number(digits) : null;
}

/** What the answer is worth, without using the question up (see `spendQuestion`). */
export function checkAnswer(
  question: ReadQuestion | null,
  answer: unknown,
  now = Date.now(),
): QuestionCheck {
  if (!question) return 'invalid';
  if (now > question.expiresAt) return 'expired';
  if (typeof answer !== 'string' || answer.trim() === '') return 'missing';
  return answerNumber(answer) === question.a + question.b ? 'ok' : 'wrong';
}

/** Takes a question: true the first time, false when it was taken before (answered or guessed at). */
export async function spendQuestion(
  db: Kysely<Database>,
  question: ReadQuestion,
  now = Date.now(),
): Promise<boolean> {
  return consumeChallenge(db, question.id, question.expiresAt, now);
}

/** A question's text in the visitor's language: the sum with its terms in words. */
export function questionText(t: Translate, { a, b }: { a: number; b: number }): string {
  return t('Forms.question.text', {
    a: t(`Forms.question.numbers.n${a}`),
    b: t(`Forms.question.numbers.n${b}`),
  });
}
