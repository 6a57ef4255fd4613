import { normalizeText } from '@/lib/data/text-index';

/** A piece of the visitor's words: its normalized text and where it stands in what they typed. */
export type Token = {
  kind: 'number' | 'word' | 'symbol';
  /** Lower case, accents removed (`normalizeText`); a number keeps its digits and separators. */
  text: string;
  /** Its span in the original input (for the words shown back as typed). */
  start: number;
  end: number;
  /** Whether space (or punctuation) stands between it and the token before. */
  gap: boolean;
  /** Joined to the word before by a hyphen ("bel-étage", "Saint-Gilles"), which is dropped. */
  joined: boolean;
};

const TOKEN = /(\d+(?:[.,'’]\d+)*)|(\p{L}+)|(<=|>=|=<|=>|[<>≤≥€+/\-–=:])/gu;

/**
 * Splits words into numbers, words and the few symbols that mean something in a search
 * (< ≤ > ≥ € + - / = :). Every other character separates. The text is normalized character by
 * character so that each token knows its span in the original input.
 */
export function tokenize(input: string): Token[] {
  let normalized = '';
  const origin: number[] = [];
  let offset = 0;
  for (const character of input) {
    const plain = normalizeText(character);
    for (let index = 0; index < plain.length; index++) origin.push(offset);
    normalized += plain;
    offset += character.length;
  }
  origin.push(offset);
  const tokens: Token[] = [];
  let last = 0;
  for (const match of normalized.matchAll(TOKEN)) {
    const index = match.index;
    const end = index + match[0].length;
    const previous = tokens[tokens.length - 1];
    if (
      match[0] === '-' &&
      previous?.kind === 'word' &&
      index === last &&
      /\p{L}/u.test(normalized[end] ?? '')
    )
      continue;
    const joined =
      match[2] !== undefined && previous?.kind === 'word' && normalized.slice(last, index) === '-';
    tokens.push({
      joined,
      kind: match[1] ? 'number' : match[2] ? 'word' : 'symbol',
      text: match[0],
      start: origin[index]!,
      end: origin[end] ?? offset,
      gap: index > last || tokens.length === 0,
    });
    last = end;
  }
  return tokens;
}
