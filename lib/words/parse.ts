import { EPC_LETTERS, FEATURES, type EpcLetter, type Feature } from '@/lib/data/search';
import type { Goal } from '@/lib/model/types';
import {
  MULTIPLIERS,
  NOT_TYPOS,
  NUMBER_WORDS,
  RADIUS_FILLERS,
  type Effect,
  type Marker,
} from './lexicon';
import { tokenize, type Token } from './tokens';
import type { PhraseEffect, WordsVocabulary } from './vocabulary';

/** At most this much of the input is read (the search box allows 100 characters). */
export const WORDS_MAX_INPUT = 200;
/** The radius of "near Ghent" when no distance is given. */
export const DEFAULT_RADIUS_KM = 10;
const MAX_RADIUS_KM = 100;
/** The list's largest price filter (lib/data/search-params.ts). */
const MAX_PRICE = 100_000_000;

/**
 * The list filters a sentence gives. Only what the words set is present; `q` holds the words
 * not understood, as typed, to be searched as a keyword.
 */
export type WordsFilters = {
  goal?: Goal;
  /** `city` values ("Gand|9000"). */
  cities?: string[];
  /** "near Ghent", "10 km rond Gent": the cities around which to search, and how far. */
  near?: { cities: string[]; km: number };
  types?: number[];
  min?: number;
  max?: number;
  bedrooms?: number;
  living?: number;
  epc?: EpcLetter;
  features?: Feature[];
  q?: string;
};

type Amount = {
  value: number;
  factor: number;
  multiplied: boolean;
  currency: boolean;
  end: number;
};

type State = {
  goal?: Goal;
  perMonth: boolean;
  cities: string[];
  nearCities: string[];
  radiusKm?: number;
  types: Set<number>;
  features: Set<Feature>;
  min?: number;
  max?: number;
  bedrooms?: number;
  living?: number;
  epc?: EpcLetter;
  unused: string[];
};

const ROWS = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Damerau–Levenshtein distance (adjacent transpositions), stopping early past `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a.length >= 63 || b.length >= 63) return limit + 1;
  let [before, previous, current] = ROWS as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

/** Typos remembered per vocabulary at most: enough for every word visitors type in a while. */
const TYPO_MEMORY = 20_000;

/** A number as written: "400.000", "400,000", "1,5", "1.250.000", "2.5", "400'000". */
function numberValue(text: string): number {
  const parts = text.split(/[.,'’]/);
  if (parts.length === 1) return Number(text);
  const separators = text.replace(/\d+/g, '');
  const last = parts[parts.length - 1]!;
  const grouped = parts.slice(1).every((part) => part.length === 3) && parts[0]!.length <= 3;
  // a last separator unlike the others, or a last group that is no thousand, is the decimal one
  const decimalLast =
    !grouped || (separators.length > 1 && separators[separators.length - 1] !== separators[0]);
  if (!decimalLast) return Number(parts.join(''));
  return Number(`${parts.slice(0, -1).join('')}.${last}`);
}

export class WordsParser {
  private readonly tokens: Token[];
  private readonly state: State;

  constructor(
    private readonly vocabulary: WordsVocabulary,
    private readonly input: string,
  ) {
    this.tokens = tokenize(input.slice(0, WORDS_MAX_INPUT));
    this.mergeSpaceGroups();
    this.state = {
      perMonth: false,
      cities: [],
      nearCities: [],
      types: new Set(),
      features: new Set(),
      unused: [],
    };
  }

  /** "400 000" (a space, a no-break space or a narrow one between groups) is one number. */
  private mergeSpaceGroups() {
    for (let index = 1; index < this.tokens.length; index++) {
      const previous = this.tokens[index - 1]!;
      const token = this.tokens[index]!;
      const between = this.input.slice(previous.end, token.start);
      if (
        previous.kind === 'number' &&
        token.kind === 'number' &&
        /^[ \u00a0\u202f]$/.test(between) &&
        /^\d{3}$/.test(token.text) &&
        /(^|[.,'’ ])\d{1,3}$/.test(previous.text)
      ) {
        this.tokens.splice(index - 1, 2, {
          ...previous,
          text: `${previous.text} ${token.text}`.replace(/ /g, ''),
          end: token.end,
        });
        index -= 1;
      }
    }
  }

  private readonly phrases = new Map<number, { end: number; effects: PhraseEffect[] } | null>();

  /** The longest phrase of the vocabulary at a position, with what it means. */
  private phraseAt(at: number): { end: number; effects: PhraseEffect[] } | null {
    let known = this.phrases.get(at);
    if (known === undefined) {
      known = this.findPhrase(at);
      this.phrases.set(at, known);
    }
    return known;
  }

  private findPhrase(at: number): { end: number; effects: PhraseEffect[] } | null {
    const first = this.tokens[at];
    if (!first) return null;
    for (const phrase of this.vocabulary.phrases.get(first.text) ?? []) {
      const length = phrase.tokens.length;
      if (at + length > this.tokens.length) continue;
      let matches = true;
      for (let offset = 1; offset < length; offset++) {
        if (this.tokens[at + offset]!.text !== phrase.tokens[offset]) {
          matches = false;
          break;
        }
      }
      if (matches) return { end: at + length, effects: phrase.effects };
    }
    return null;
  }

  /** A single word read as the vocabulary word it is one typo away from (two for long words). */
  private typoAt(at: number): { end: number; effects: PhraseEffect[] } | null {
    const token = this.tokens[at];
    if (!token || token.kind !== 'word' || token.text.length < 5) return null;
    if (NOT_TYPOS.has(token.text) || this.vocabulary.stopWords.has(token.text)) return null;
    const memory = this.vocabulary.typos;
    let found = memory.get(token.text);
    if (found === undefined) {
      found = this.nearestWord(token.text);
      if (memory.size >= TYPO_MEMORY) memory.clear();
      memory.set(token.text, found);
    }
    return found ? { end: at + 1, effects: found.effects } : null;
  }

  private nearestWord(word: string): { effects: PhraseEffect[] } | null {
    const limit = word.length >= 9 ? 2 : 1;
    let best: { effects: PhraseEffect[]; key: string } | null = null;
    let bestDistance = limit + 1;
    let tie = false;
    // a five-letter word may miss a letter ("Zimer"), not have a wrong one ("helle" ≠ "halle")
    const lengths =
      word.length === 5
        ? [6]
        : Array.from({ length: 2 * limit + 1 }, (_, offset) => word.length - limit + offset);
    for (const length of lengths) {
      for (const entry of this.vocabulary.fuzzy.get(length) ?? []) {
        const found = distance(word, entry.word, limit);
        if (found < bestDistance) {
          best = entry;
          bestDistance = found;
          tie = false;
        } else if (found === bestDistance && best && best.key !== entry.key) tie = true;
      }
    }
    return best && !tie ? { effects: best.effects } : null;
  }

  private markerAt(at: number, ...markers: Marker[]): number | null {
    const phrase = this.phraseAt(at);
    if (!phrase) return null;
    return phrase.effects.some((effect) => 'marker' in effect && markers.includes(effect.marker))
      ? phrase.end
      : null;
  }

  private unitAt(at: number, marker: Marker, fuzzy = false): number | null {
    const exact = this.markerAt(at, marker);
    if (exact !== null || !fuzzy) return exact;
    const typo = this.typoAt(at);
    return typo?.effects.some((effect) => 'marker' in effect && effect.marker === marker)
      ? typo.end
      : null;
  }

  /** A number with its multiplier and currency: "400k", "€ 400.000", "1,2 mio €", "300 Tsd.". */
  private amountAt(at: number): Amount | null {
    let index = at;
    let currency = false;
    const before = this.markerAt(index, 'currency');
    if (before !== null) {
      currency = true;
      index = before;
    }
    const token = this.tokens[index];
    if (!token || token.kind !== 'number') return null;
    let value = numberValue(token.text);
    if (!Number.isFinite(value)) return null;
    index += 1;
    let factor = 1;
    const next = this.tokens[index];
    const afterNext = this.tokens[index + 1];
    if (next?.kind === 'word') {
      const squareMetre = next.text === 'm' && afterNext?.text === '2' && !afterNext.gap;
      const million =
        next.text === 'm' &&
        !squareMetre &&
        (value < 10 || (afterNext !== undefined && this.markerAt(index + 1, 'currency') !== null));
      const multiplier = MULTIPLIERS.get(next.text) ?? (million ? 1_000_000 : undefined);
      if (multiplier) {
        value *= multiplier;
        factor = multiplier;
        index += 1;
      }
    }
    const after = this.markerAt(index, 'currency');
    if (after !== null) {
      currency = true;
      index = after;
    }
    return { value, factor, multiplied: factor > 1, currency, end: index };
  }

  /**
   * Numbers and what they count: bedrooms ("3 ch.", "min 2 slpk"), living area ("120 m²+"),
   * a radius ("10 km"), or a price ("< 400k", "tussen 300 en 400 duizend", "1.200/maand").
   */
  private quantityAt(at: number): number | null {
    let index = at;
    let direction: 'min' | 'max' | null = null;
    let ranged = false;
    const opening = this.phraseAt(index);
    if (opening) {
      const markers = opening.effects.flatMap((effect) =>
        'marker' in effect ? [effect.marker] : [],
      );
      const rangeEnd = markers.includes('range-from') ? this.rangeEnd(opening.end) : null;
      if (rangeEnd !== null) {
        ranged = true;
        index = opening.end;
      } else if (markers.includes('max')) {
        direction = 'max';
        index = opening.end;
      } else if (markers.includes('min')) {
        direction = 'min';
        index = opening.end;
      }
    }
    const first = this.amountAt(index);
    if (!first) return null;
    index = first.end;
    let second: Amount | null = null;
    const connector = this.markerAt(index, 'range-to');
    if (connector !== null) {
      const candidate = this.amountAt(connector);
      if (candidate) {
        second = candidate;
        index = candidate.end;
      }
    }
    if (ranged && !second) return null;
    const orMoreBefore = this.markerAt(index, 'or-more');
    const unitStart = orMoreBefore ?? (this.tokens[index]?.text === '-' ? index + 1 : index);
    const integer = Number.isInteger(first.value) && !first.multiplied && !first.currency;

    const bedroomsEnd = integer ? (this.unitAt(unitStart, 'bedrooms', true) ?? null) : null;
    if (bedroomsEnd !== null && first.value >= 1 && first.value <= 20) {
      this.state.bedrooms = first.value;
      return this.trailing(bedroomsEnd, 'or-more');
    }
    let squareEnd = this.unitAt(unitStart, 'sqm', true);
    if (squareEnd === null && this.tokens[unitStart]?.text === 'm' && first.value >= 10)
      squareEnd = unitStart + 1;
    if (squareEnd !== null && !first.multiplied && !first.currency) {
      const end = this.trailing(squareEnd, 'or-more');
      if (direction === 'max' && !second) {
        // the list has no largest living area: the words are shown as not used
        this.unusedSpan(at, end);
        return end;
      }
      if (first.value >= 1 && first.value <= 100_000) this.state.living = Math.round(first.value);
      return end;
    }
    const kmEnd = this.unitAt(unitStart, 'km');
    if (kmEnd !== null && !first.multiplied && !first.currency) {
      if (first.value > 0 && first.value <= MAX_RADIUS_KM) this.state.radiusKm = first.value;
      return kmEnd;
    }

    let end = index;
    let perMonth = false;
    const month = this.markerAt(end, 'per-month');
    if (month !== null) {
      perMonth = true;
      end = month;
    }
    const later = this.markerAt(end, 'or-more', 'or-less');
    let trailing: 'min' | 'max' | null = null;
    if (later !== null && this.tokens[end]?.kind !== 'number') {
      const phrase = this.phraseAt(end)!;
      trailing = phrase.effects.some((effect) => 'marker' in effect && effect.marker === 'or-more')
        ? 'min'
        : 'max';
      end = later;
    }
    const evidence =
      first.multiplied || first.currency || perMonth || second !== null || direction !== null;
    const bare = first.value >= 10_000 && !this.vocabulary.cities.has(this.tokens[index - 1]!.text);
    if (!evidence && !bare) return null;
    if (!evidence && this.vocabulary.cities.has(this.tokens[at]!.text)) return null;
    if (
      !second &&
      direction === 'min' &&
      !first.multiplied &&
      !first.currency &&
      !perMonth &&
      Number.isInteger(first.value) &&
      first.value >= 1 &&
      first.value <= 10
    ) {
      // "min 2": the smallest number of bedrooms
      this.state.bedrooms = first.value;
      return end;
    }
    let low = first.value;
    let high = second?.value;
    if (second) {
      // "300-400k", "zwischen 300 und 400 Tsd.": the multiplier of one side is the other's
      if (second.multiplied && !first.multiplied && low * second.factor <= second.value * 2)
        low *= second.factor;
      if (first.multiplied && !second.multiplied && high! * first.factor <= low * 2)
        high = high! * first.factor;
    }
    if (low < 50 && !second) return null;
    if (Math.max(low, high ?? 0) > MAX_PRICE) {
      // more than the list searches (and more than any property): shown as not used
      this.unusedSpan(at, end);
      return end;
    }
    if (perMonth) this.state.perMonth = true;
    const round = (value: number) => Math.round(value);
    if (second) {
      this.state.min = round(Math.min(low, high!));
      this.state.max = round(Math.max(low, high!));
    } else if ((direction ?? trailing) === 'min') this.state.min = round(low);
    else this.state.max = round(low);
    return end;
  }

  /** Where "300 and 400k" ends after "between", or null when no range follows. */
  private rangeEnd(at: number): number | null {
    const first = this.amountAt(at);
    if (!first) return null;
    const connector = this.markerAt(first.end, 'range-to');
    return connector !== null ? (this.amountAt(connector)?.end ?? null) : null;
  }

  /** Skips a trailing "+", "or more" after a count. */
  private trailing(at: number, marker: Marker): number {
    return this.markerAt(at, marker) ?? at;
  }

  /** "PEB A", "EPC B of beter", "label ≤ C", "classe énergétique C", "B-label". */
  private energyAt(at: number): number | null {
    let index = this.markerAt(at, 'energy');
    let letterAt: number;
    let letterFirst = false;
    if (index !== null) {
      while (this.tokens[index]?.text === ':' || this.tokens[index]?.text === '=') index += 1;
      // "label max C", "EPC ≤ B", "PEB < C"
      if (this.tokens[index]?.text === 'label' || this.tokens[index]?.text === 'energetique')
        index += 1;
      letterAt = index;
      const comparison = this.markerAt(index, 'max', 'min');
      if (comparison !== null && this.tokens[comparison]?.text.length === 1) letterAt = comparison;
    } else {
      letterAt = at;
      letterFirst = true;
    }
    const letter = this.tokens[letterAt];
    if (!letter || letter.kind !== 'word' || !/^[a-g]$/.test(letter.text)) return null;
    let end = letterAt + 1;
    while (this.tokens[end]?.text === '+' && !this.tokens[end]!.gap) end += 1;
    if (this.tokens[end]?.text === '-' && !this.tokens[end]!.gap) end += 1;
    if (letterFirst) {
      // "B-label", "C label": the letter then the word (not the article "a label")
      const label = this.markerAt(end, 'energy');
      if (label === null || (letter.text === 'a' && this.tokens[end - 1] === letter)) return null;
      end = label;
    }
    let position = EPC_LETTERS.indexOf(letter.text.toUpperCase() as EpcLetter);
    if (this.tokens[letterAt - 1]?.text === '<' && !letterFirst)
      position = Math.max(0, position - 1);
    this.state.epc = EPC_LETTERS[position];
    return this.markerAt(end, 'or-better') ?? end;
  }

  /** "3 bedrooms" written the other way round ("slaapkamers: 3", "chambres min 2"), or in words. */
  private bedroomsFirstAt(at: number): number | null {
    const word = NUMBER_WORDS.get(this.tokens[at]?.text ?? '');
    if (word !== undefined) {
      const end = this.unitAt(at + 1, 'bedrooms', true);
      if (end !== null) {
        this.state.bedrooms = word;
        return this.trailing(end, 'or-more');
      }
      return null;
    }
    const unit = this.unitAt(at, 'bedrooms', true);
    if (
      unit === null ||
      ![
        'bedrooms',
        'slaapkamers',
        'chambres',
        'zimmer',
        'schlafzimmer',
        'slaapkamer',
        'chambre',
        'bedroom',
      ].includes(this.tokens[at]!.text)
    )
      return null;
    let index = unit;
    while (this.tokens[index]?.text === ':' || this.tokens[index]?.text === '=') index += 1;
    index = this.markerAt(index, 'min') ?? index;
    const count = this.tokens[index];
    if (count?.kind !== 'number' || !/^\d{1,2}$/.test(count.text)) return null;
    const value = Number(count.text);
    if (value < 1 || value > 20) return null;
    this.state.bedrooms = value;
    return this.trailing(index + 1, 'or-more');
  }

  /** A city (any language's name, a postcode, "L-2449"), after "near"-words a place around. */
  private cityAt(at: number): { end: number; zip: string } | null {
    const token = this.tokens[at];
    if (!token) return null;
    if (token.kind === 'number' && this.vocabulary.cities.has(token.text))
      return { end: at + 1, zip: token.text };
    if (token.text === 'l' && this.tokens[at + 1]?.text === '-') {
      const zip = this.tokens[at + 2];
      if (zip?.kind === 'number' && this.vocabulary.cities.has(zip.text))
        return { end: at + 3, zip: zip.text };
    }
    const phrase = this.phraseAt(at) ?? this.typoAt(at);
    const city = phrase?.effects.find((effect): effect is { city: string } => 'city' in effect);
    if (!phrase || !city) return null;
    // a word that is also a type or feature is that ("Spa" stays a city; "Bergen" a city)
    if (phrase.effects.some((effect) => !('city' in effect) && !('marker' in effect))) return null;
    // a postcode written after the name ("Gent 9000") is part of it
    let end = phrase.end;
    if (this.tokens[end]?.text === city.city) end += 1;
    return { end, zip: city.city };
  }

  private cityValue(zip: string): string {
    return `${this.vocabulary.cities.get(zip)!.display}|${zip}`;
  }

  private nearAt(at: number): number | null {
    const marker = this.markerAt(at, 'near');
    if (marker === null) return null;
    let index = marker;
    while (index < this.tokens.length && this.vocabulary.stopWords.has(this.tokens[index]!.text))
      index += 1;
    const city = this.cityAt(index);
    if (!city) return marker;
    this.state.nearCities.push(this.cityValue(city.zip));
    return city.end;
  }

  /** After "10 km", the city it is counted from ("10 km rond Gent", "à 10 km de Gand"). */
  private radiusCityAt(at: number): number | null {
    if (this.state.radiusKm === undefined) return null;
    let index = at;
    while (index < this.tokens.length && RADIUS_FILLERS.has(this.tokens[index]!.text)) index += 1;
    if (index === at) return null;
    const city = this.cityAt(index);
    if (!city) return null;
    this.state.nearCities.push(this.cityValue(city.zip));
    return city.end;
  }

  /** A goal, type or feature word (exact or one typo away); "sans jardin" sets nothing. */
  private meaningAt(at: number): number | null {
    const negation = this.markerAt(at, 'negation');
    if (negation !== null) {
      let index = negation;
      while (index < this.tokens.length && this.vocabulary.stopWords.has(this.tokens[index]!.text))
        index += 1;
      const negated = this.phraseAt(index) ?? this.typoAt(index);
      // the list cannot leave a feature out: the words are dropped, not searched
      if (negated?.effects.some((effect) => 'feature' in effect)) return negated.end;
      return negation;
    }
    const phrase = this.phraseAt(at);
    const found =
      phrase && phrase.effects.some((effect) => !('marker' in effect) && !('city' in effect))
        ? phrase
        : phrase
          ? null
          : this.typoAt(at);
    if (!found) return null;
    const effects = found.effects.filter(
      (effect): effect is Exclude<Effect, { marker: Marker }> =>
        !('marker' in effect) && !('city' in effect),
    );
    if (effects.length === 0) return null;
    for (const effect of effects) {
      if ('goal' in effect && effect.goal) this.state.goal = effect.goal;
      if ('type' in effect && effect.type) this.state.types.add(effect.type);
      if ('feature' in effect) this.state.features.add(effect.feature);
    }
    return found.end;
  }

  private unusedSpan(from: number, to: number) {
    const text = this.input.slice(this.tokens[from]!.start, this.tokens[to - 1]!.end).trim();
    if (text) this.state.unused.push(text);
  }

  parse(): WordsFilters {
    let at = 0;
    while (at < this.tokens.length) {
      const next =
        this.radiusCityAt(at) ??
        this.quantityAt(at) ??
        this.energyAt(at) ??
        this.bedroomsFirstAt(at) ??
        this.nearAt(at) ??
        this.cityOrMeaningAt(at);
      if (next !== null && next > at) {
        at = next;
        continue;
      }
      const token = this.tokens[at]!;
      const phrase = this.phraseAt(at);
      const onlyMarker = phrase !== null && phrase.effects.every((effect) => 'marker' in effect);
      if (
        phrase &&
        onlyMarker &&
        phrase.effects.some((effect) => 'marker' in effect && effect.marker === 'per-month')
      )
        this.state.perMonth = true;
      if (token.kind !== 'symbol' && !this.vocabulary.stopWords.has(token.text) && !onlyMarker) {
        // a hyphenated word ("rez-de-chaussée") is shown back whole
        let end = at + 1;
        while (this.tokens[end]?.joined) end += 1;
        this.unusedSpan(at, end);
        at = end;
        continue;
      }
      at = phrase && onlyMarker ? phrase.end : at + 1;
    }
    return this.result();
  }

  private cityOrMeaningAt(at: number): number | null {
    const meaning = this.meaningAt(at);
    if (meaning !== null) return meaning;
    const city = this.cityAt(at);
    if (!city) return null;
    this.state.cities.push(this.cityValue(city.zip));
    return city.end;
  }

  private result(): WordsFilters {
    const state = this.state;
    const result: WordsFilters = {};
    const goal = state.goal ?? (state.perMonth ? 'rent' : undefined);
    if (goal) result.goal = goal;
    const unique = (values: string[]) => [...new Set(values)];
    if (state.nearCities.length > 0 || (state.radiusKm !== undefined && state.cities.length > 0)) {
      result.near = {
        cities: unique([...state.nearCities, ...state.cities]),
        km: state.radiusKm ?? DEFAULT_RADIUS_KM,
      };
    } else if (state.cities.length > 0) result.cities = unique(state.cities);
    if (state.types.size > 0) result.types = [...state.types].sort((a, b) => a - b);
    if (state.min !== undefined) result.min = state.min;
    if (state.max !== undefined) result.max = state.max;
    if (result.min !== undefined && result.max !== undefined && result.min > result.max)
      [result.min, result.max] = [result.max, result.min];
    if (state.bedrooms !== undefined) result.bedrooms = state.bedrooms;
    if (state.living !== undefined) result.living = state.living;
    if (state.epc) result.epc = state.epc;
    if (state.features.size > 0)
      result.features = FEATURES.filter((feature) => state.features.has(feature));
    const q = state.unused.join(' ').slice(0, 100).trim();
    if (q) result.q = q;
    return result;
  }
}

/** The list filters of a sentence in en, nl, fr or de (a pure function of the vocabulary). */
export function parseWords(vocabulary: WordsVocabulary, input: string): WordsFilters {
  return new WordsParser(vocabulary, input).parse();
}
