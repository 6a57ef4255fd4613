import { describe, expect, it } from 'vitest';
import { vocabularyOf } from '@/lib/words/from-store';
import { parseWords } from '@/lib/words/parse';
import { shipped } from '../data/support';
import { SENTENCES } from './sentences';

const store = shipped().store;

describe('the sentence table', () => {
  it('holds at least 50 sentences per language', () => {
    for (const locale of ['en', 'nl', 'fr', 'de'] as const)
      expect(SENTENCES.filter((row) => row.locale === locale).length).toBeGreaterThanOrEqual(50);
  });

  describe.each(SENTENCES.filter((row) => !row.miss))('$locale', (row) => {
    it(`reads “${row.text}”`, () => {
      expect(parseWords(vocabularyOf(store, row.locale), row.text)).toEqual(row.expected);
    });
  });

  describe.each(SENTENCES.filter((row) => row.miss))('$locale (known miss)', (row) => {
    it(`still misreads “${row.text}” (${row.miss})`, () => {
      expect(parseWords(vocabularyOf(store, row.locale), row.text)).not.toEqual(row.expected);
    });
  });
});
