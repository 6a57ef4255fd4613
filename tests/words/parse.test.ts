import { describe, expect, it } from 'vitest';
import { vocabularyOf } from '@/lib/words/from-store';
import { parseWords, WORDS_MAX_INPUT } from '@/lib/words/parse';
import { tokenize } from '@/lib/words/tokens';
import { shipped } from '../data/support';

const store = shipped().store;
const fr = vocabularyOf(store, 'fr');
const nl = vocabularyOf(store, 'nl');

describe('tokens', () => {
  it('keeps each token’s span in what was typed, accents and ß included', () => {
    const input = 'Straße à Liège';
    const tokens = tokenize(input);
    expect(tokens.map((token) => token.text)).toEqual(['strasse', 'a', 'liege']);
    expect(tokens.map((token) => input.slice(token.start, token.end))).toEqual([
      'Straße',
      'à',
      'Liège',
    ]);
  });

  it('joins hyphenated words and keeps the hyphen of a range', () => {
    expect(tokenize('bel-étage 300-400k').map((token) => token.text)).toEqual([
      'bel',
      'etage',
      '300',
      '-',
      '400',
      'k',
    ]);
  });
});

describe('numbers', () => {
  it.each([
    ['max 400.000', 400_000],
    ['max 400,000', 400_000],
    ['max 400 000', 400_000],
    ['max 400\u202f000', 400_000],
    ["max 400'000", 400_000],
    ['max 1.250.000', 1_250_000],
    ['max 1,5 mio', 1_500_000],
    ['max 1.5m', 1_500_000],
    ['max 2 millions', 2_000_000],
    ['max 350 Tsd.', 350_000],
    ['max 350 duizend', 350_000],
    ['max 350 mille', 350_000],
    ['max 350k€', 350_000],
  ])('reads “%s” as %i', (text, max) => {
    expect(parseWords(fr, text)).toEqual({ max });
  });

  it('reads a bare four-digit postcode as a city, and a price marker before it as a price', () => {
    expect(parseWords(fr, '9000')).toEqual({ cities: ['Gand|9000'] });
    expect(parseWords(fr, 'max 2000')).toEqual({ max: 2000 });
  });

  it('keeps a number it cannot place as a word of the keyword', () => {
    expect(parseWords(fr, 'maison 1987')).toEqual({ types: [2], q: '1987' });
  });
});

describe('what the list cannot filter', () => {
  it('shows a largest living area as not used (the list has only a smallest)', () => {
    expect(parseWords(fr, 'maison max 100 m²')).toEqual({ types: [2], q: 'max 100 m²' });
  });

  it('drops a feature said without ("sans jardin") rather than search for it', () => {
    expect(parseWords(nl, 'huis zonder tuin')).toEqual({ types: [2] });
  });

  it('keeps new build as a keyword', () => {
    expect(parseWords(nl, 'nieuwbouw')).toEqual({ q: 'nieuwbouw' });
  });
});

describe('hostile input', () => {
  it.each([
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '𝕳𝖆𝖚𝖘 🏠🏠🏠',
    '\u0000\u0007\u202e',
    '9'.repeat(400),
    '1e308 k',
    '- - - + + + < > ≤ ≥ €',
    'max max max min min',
  ])('never throws and keeps the keyword short: %s', (text) => {
    const result = parseWords(fr, text);
    expect(result.q?.length ?? 0).toBeLessThanOrEqual(100);
    if (result.max !== undefined) expect(result.max).toBeLessThanOrEqual(100_000_000);
  });

  it(`reads at most ${WORDS_MAX_INPUT} characters`, () => {
    const result = parseWords(fr, `${'a'.repeat(WORDS_MAX_INPUT)} jardin`);
    expect(result.features).toBeUndefined();
  });
});
