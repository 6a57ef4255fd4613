import { normalizeText } from '@/lib/data/text-index';
import {
  FEATURE_PHRASES,
  GOAL_PHRASES,
  MARKER_PHRASES,
  STOP_WORDS,
  TYPE_PHRASES,
  type Effect,
} from './lexicon';
import { tokenize } from './tokens';

/** A city the words can name: its names in every language, its postcode, its centre when known. */
export type VocabularyCity = {
  zip: string;
  /** The name a `city` filter carries on this language's pages. */
  display: string;
  names: readonly string[];
  latitude: number | null;
  longitude: number | null;
};

/** A type of the data set (WebID) with its names in every language ("Apartment / loft"…). */
export type VocabularyType = { webId: number; names: readonly string[] };

export type PhraseEffect = Effect | { city: string };

type Phrase = { tokens: string[]; effects: PhraseEffect[] };

export type WordsVocabulary = {
  /** Phrases by their first token, longest first. */
  phrases: Map<string, Phrase[]>;
  /** Single-token entries (five letters or more) that a typo may stand for. */
  /** By word length: a typo changes the length by at most the distance allowed. */
  fuzzy: Map<number, { word: string; effects: PhraseEffect[]; key: string }[]>;
  /** What a word one typo away stands for, remembered per word (bounded). */
  typos: Map<string, { effects: PhraseEffect[] } | null>;
  cities: Map<string, VocabularyCity>;
  stopWords: ReadonlySet<string>;
};

function phraseTokens(text: string): string[] {
  return tokenize(text).map((token) => token.text);
}

/** Ways of writing a city name: "Saint-Gilles" is also "St-Gilles", "St Gilles". */
function spellings(name: string): string[] {
  const base = normalizeText(name);
  const variants = new Set([base]);
  for (const [long, short] of [
    ['saint', 'st'],
    ['sainte', 'ste'],
    ['sint', 'st'],
    ['sankt', 'st'],
  ] as const) {
    for (const variant of [...variants])
      variants.add(variant.replace(new RegExp(`\\b${long}\\b`, 'g'), short));
  }
  return [...variants];
}

/** Short names people write for some places of the reference (postcode → names). */
const CITY_ALIASES: Record<string, readonly string[]> = {
  '1000': ['bxl', 'brux', 'brussel stad', 'bruxelles ville'],
  '1348': ['lln'],
  '2000': ['antw', 'a pen'],
  '4001': ['esch'],
  '1200': ['woluwe'],
  '2449': ['luxembourg ville', 'luxembourg city', 'luxemburg stad', 'luxemburg stadt'],
};

/**
 * The parser's dictionary, built once per language and data version from the fixed words
 * (lexicon.ts), the data set's type names in every language and the cities (their names in
 * every language, their postcodes).
 */
export function buildVocabulary(input: {
  types: readonly VocabularyType[];
  cities: readonly VocabularyCity[];
}): WordsVocabulary {
  const byKey = new Map<string, Phrase>();
  const add = (text: string, effect: PhraseEffect) => {
    const tokens = phraseTokens(text);
    if (tokens.length === 0) return;
    const key = tokens.join(' ');
    const phrase = byKey.get(key) ?? { tokens, effects: [] };
    if (!phrase.effects.some((known) => JSON.stringify(known) === JSON.stringify(effect)))
      phrase.effects.push(effect);
    byKey.set(key, phrase);
  };
  for (const [text, effect] of [
    ...GOAL_PHRASES,
    ...TYPE_PHRASES,
    ...FEATURE_PHRASES,
    ...MARKER_PHRASES,
  ])
    add(text, effect);
  for (const type of input.types) {
    for (const name of type.names) {
      add(name, { type: type.webId });
      // "Apartment / loft", "Offices and shops": each part names the type too
      for (const part of name.split(/\s*(?:\/|,|\band\b|\ben\b|\bet\b|\bund\b)\s*/i))
        if (part.trim().length > 2) add(part, { type: type.webId });
    }
  }
  const cities = new Map<string, VocabularyCity>();
  for (const city of input.cities) {
    cities.set(city.zip, city);
    for (const name of [...city.names, ...(CITY_ALIASES[city.zip] ?? [])])
      for (const spelling of spellings(name)) add(spelling, { city: city.zip });
  }
  const phrases = new Map<string, Phrase[]>();
  for (const phrase of byKey.values()) {
    const list = phrases.get(phrase.tokens[0]!) ?? [];
    list.push(phrase);
    phrases.set(phrase.tokens[0]!, list);
  }
  for (const list of phrases.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  const fuzzy = new Map<number, { word: string; effects: PhraseEffect[]; key: string }[]>();
  for (const entry of [...byKey.values()]
    .filter(
      (phrase) =>
        phrase.tokens.length === 1 &&
        phrase.tokens[0]!.length >= 5 &&
        /^\p{L}+$/u.test(phrase.tokens[0]!) &&
        phrase.effects.some((effect) => !('marker' in effect) || effect.marker === 'bedrooms'),
    )
    .map((phrase) => ({
      word: phrase.tokens[0]!,
      effects: phrase.effects,
      key: JSON.stringify(phrase.effects),
    })))
    fuzzy.set(entry.word.length, [...(fuzzy.get(entry.word.length) ?? []), entry]);
  return { phrases, fuzzy, typos: new Map(), cities, stopWords: STOP_WORDS };
}
