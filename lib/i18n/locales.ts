/** Every language the site has dictionaries for; the site configuration enables a subset. */
export const LOCALES = ['en', 'nl', 'fr', 'de'] as const;

export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Native names, shown by the language switcher in their own language. */
export const LOCALE_NATIVE_NAMES: Record<Locale, string> = {
  en: 'English',
  nl: 'Nederlands',
  fr: 'Français',
  de: 'Deutsch',
};
