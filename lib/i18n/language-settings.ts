import rawLanguageSettings from '@/data/languages.json';
import { isLocale, type Locale } from './locales';

type LanguageSettingsShape = {
  languages: { code: string; use: boolean }[];
  defaultLanguage: string;
};

/** Enabled languages in configured order. Light on purpose: this module also ships to the browser. */
export function enabledLocalesOf(settings: LanguageSettingsShape): Locale[] {
  return settings.languages.flatMap((language) =>
    language.use && isLocale(language.code) ? [language.code] : [],
  );
}

/** The enabled languages; the server validates `data/languages.json` with zod at start-up and build. */
export const ENABLED_LOCALES = enabledLocalesOf(rawLanguageSettings);

export const DEFAULT_LOCALE: Locale =
  isLocale(rawLanguageSettings.defaultLanguage) &&
  ENABLED_LOCALES.includes(rawLanguageSettings.defaultLanguage)
    ? rawLanguageSettings.defaultLanguage
    : (ENABLED_LOCALES[0] ?? 'en');
