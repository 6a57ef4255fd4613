import { paramsRecord, parseSearchParams, toQuery } from '@/lib/data/search-params';
import type { DataStore } from '@/lib/data/store';
import type { Goal } from '@/lib/model/types';
import type { Locale } from '@/lib/i18n/locales';
import { vocabularyOf } from './from-store';
import { WORDS_MAX_INPUT } from './parse';
import { searchFromWords } from './to-search';

/** The list URL's parameter that carries a sentence (the home search box, the keyword field). */
export const WORDS_PARAM = 'words';

/**
 * Where a list URL with `words` leads: the list of the goal the words name (else the page's),
 * searched with the filters they give on top of the URL's other fields. Null without `words`.
 * The server answers with a redirect, so the search works without JavaScript.
 */
export function wordsTarget(
  store: DataStore,
  locale: Locale,
  goal: Goal,
  search: URLSearchParams,
): { goal: Goal; search: URLSearchParams } | null {
  if (!search.has(WORDS_PARAM)) return null;
  const words = search.getAll(WORDS_PARAM).join(' ').slice(0, WORDS_MAX_INPUT);
  const rest = new URLSearchParams(search);
  rest.delete(WORDS_PARAM);
  const { query: base, view } = parseSearchParams(goal, paramsRecord(rest));
  const { query } = searchFromWords(vocabularyOf(store, locale), words, base);
  const target = new URLSearchParams();
  for (const [name, value] of Object.entries(toQuery(query, view)))
    for (const item of Array.isArray(value) ? value : [value]) target.append(name, item);
  return { goal: query.goal, search: target };
}
