import type { Locale } from '@/lib/i18n/locales';
import { MUNICIPALITIES } from '@/lib/data/municipalities';
import type { DataStore } from '@/lib/data/store';
import { buildVocabulary, type VocabularyCity, type WordsVocabulary } from './vocabulary';

const cache = new WeakMap<DataStore, Map<Locale, WordsVocabulary>>();

/**
 * The vocabulary of one language's pages, from a data set: the types' names in every language
 * of the data set, and every city of the data set or of the municipality reference with its
 * names in every language (shown in this language's spelling). Built once per data version.
 */
export function vocabularyOf(store: DataStore, locale: Locale): WordsVocabulary {
  const known = cache.get(store) ?? new Map<Locale, WordsVocabulary>();
  cache.set(store, known);
  const cached = known.get(locale);
  if (cached) return cached;
  const own = store.byLocale.get(locale);
  const indexes = [...store.byLocale.values()];
  const typeNames = new Map<number, Set<string>>();
  for (const index of indexes)
    for (const type of index.types)
      typeNames.set(type.webId, (typeNames.get(type.webId) ?? new Set()).add(type.name));
  const cities = new Map<string, VocabularyCity>();
  for (const municipality of MUNICIPALITIES) {
    cities.set(municipality.zip, {
      zip: municipality.zip,
      display: municipality.names[locale],
      names: Object.values(municipality.names),
      latitude: municipality.latitude,
      longitude: municipality.longitude,
    });
  }
  for (const index of indexes) {
    for (const city of index.cities) {
      const entry = cities.get(city.zip) ?? {
        zip: city.zip,
        display: city.name,
        names: [],
        latitude: null,
        longitude: null,
      };
      const display =
        own?.cities.find((candidate) => candidate.zip === city.zip)?.name ?? entry.display;
      cities.set(city.zip, { ...entry, display, names: [...new Set([...entry.names, city.name])] });
    }
  }
  const vocabulary = buildVocabulary({
    types: [...typeNames].map(([webId, names]) => ({ webId, names: [...names] })),
    cities: [...cities.values()],
  });
  known.set(locale, vocabulary);
  return vocabulary;
}
