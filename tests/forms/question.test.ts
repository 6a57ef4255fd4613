import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/database';
import {
  answerNumber,
  checkAnswer,
  newQuestion,
  QUESTION_TERM,
  QUESTION_TTL_MS,
  readQuestion,
  spendQuestion,
} from '@/lib/forms/question';
import { purposeKey } from '@/lib/security/signing';

const NOW = Date.UTC(2026, 10, 27, 9, 0, 0);
const key = purposeKey('q'.repeat(40), 'form-question');
const fixed = (terms: number[]) => () => terms.shift()!;

/** A question of 7 + 2 for the contact form, read back as the server reads a posted one. */
function served(now = NOW) {
  const question = newQuestion(key, 'contact', now, fixed([7, 2]));
  return readQuestion(key, 'contact', question.token)!;
}

describe('the question asked without JavaScript', () => {
  const database = useTestDatabase('each');

  it('asks a sum of two small terms, different from one question to the next', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const { a, b, token } = newQuestion(key, 'visit', NOW);
      for (const term of [a, b]) {
        expect(term).toBeGreaterThanOrEqual(QUESTION_TERM.min);
        expect(term).toBeLessThanOrEqual(QUESTION_TERM.max);
      }
      seen.add(token);
    }
    expect(seen.size).toBe(50);
  });

  it('accepts the right answer, in figures, with stray spaces or a full stop', () => {
    const question = served();
    expect(checkAnswer(question, '9', NOW)).toBe('ok');
    expect(checkAnswer(question, ' 9 ', NOW)).toBe('ok');
    expect(checkAnswer(question, '9.', NOW)).toBe('ok');
    expect(checkAnswer(question, '０９', NOW), 'full-width digits').toBe('ok');
  });

  it('refuses a wrong answer, and says when there is none', () => {
    const question = served();
    expect(checkAnswer(question, '8', NOW)).toBe('wrong');
    expect(checkAnswer(question, 'nine', NOW)).toBe('wrong');
    expect(checkAnswer(question, '7+2', NOW)).toBe('wrong');
    expect(checkAnswer(question, '9'.repeat(5000), NOW)).toBe('wrong');
    expect(checkAnswer(question, '', NOW)).toBe('missing');
    expect(checkAnswer(question, '   ', NOW)).toBe('missing');
    expect(checkAnswer(question, undefined, NOW)).toBe('missing');
    expect(checkAnswer(question, ['9', '9'], NOW), 'the field sent twice').toBe('missing');
  });

  it('expires', () => {
    const question = served();
    expect(checkAnswer(question, '9', NOW + QUESTION_TTL_MS)).toBe('ok');
    expect(checkAnswer(question, '9', NOW + QUESTION_TTL_MS + 1)).toBe('expired');
  });

  it('refuses a tampered token: other terms, another expiry, another form, another key, garbage', () => {
    const { token } = newQuestion(key, 'contact', NOW, fixed([7, 2]));
    const [expires, nonce, , , signature] = token.split('.');
    const forged = [
      `${expires}.${nonce}.1.1.${signature}`,
      `${Number(expires) + 3_600_000}.${nonce}.7.2.${signature}`,
      `${expires}.${'A'.repeat(16)}.7.2.${signature}`,
      `${expires}.${nonce}.7.2.${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`,
      `${expires}.${nonce}.7.2`,
      `${expires}.${nonce}.07.2.${signature}`,
      '',
      'x'.repeat(100_000),
      '<script>alert(1)</script>',
    ];
    for (const value of forged) {
      expect(readQuestion(key, 'contact', value), value.slice(0, 60)).toBeNull();
      expect(checkAnswer(readQuestion(key, 'contact', value), '9', NOW)).toBe('invalid');
    }
    expect(readQuestion(key, 'visit', token), 'served for another form').toBeNull();
    expect(readQuestion(purposeKey('o'.repeat(40), 'form-question'), 'contact', token)).toBeNull();
    expect(readQuestion(key, 'contact', [token, token]), 'the token sent twice').toBeNull();
    expect(readQuestion(key, 'contact', token)).toMatchObject({ a: 7, b: 2 });
  });

  it('is taken once: a replay of the same question is refused', async () => {
    const question = served();
    expect(await spendQuestion(database().db, question, NOW)).toBe(true);
    expect(await spendQuestion(database().db, question, NOW + 1000)).toBe(false);
    expect(await spendQuestion(database().db, served(), NOW), 'another question').toBe(true);
  });

  it('reads figures only', () => {
    expect(answerNumber('12')).toBe(12);
    expect(answerNumber('1 2')).toBe(12);
    expect(answerNumber('-9')).toBeNull();
    expect(answerNumber('9,0')).toBeNull();
    expect(answerNumber('1e1')).toBeNull();
    expect(answerNumber('0x9')).toBeNull();
    expect(answerNumber(9)).toBeNull();
  });
});
