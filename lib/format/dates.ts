import type { Locale } from '@/lib/i18n/locales';

/** The Belgian and Luxembourg forms of each language (day before month, 24-hour clock). */
const REGIONAL: Record<Locale, string> = { en: 'en-GB', nl: 'nl-BE', fr: 'fr-BE', de: 'de-BE' };
const ZONE = 'Europe/Brussels';

/** A moment as a date in Brussels: "21 November 2026". */
export function formatDate(at: number, locale: Locale): string {
  return new Intl.DateTimeFormat(REGIONAL[locale], { dateStyle: 'long', timeZone: ZONE }).format(at);
}

/** A moment as date and time in Brussels: "21 November 2026, 14:05". */
export function formatDateTime(at: number, locale: Locale): string {
  return new Intl.DateTimeFormat(REGIONAL[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: ZONE }).format(at);
}

/** A calendar day (`YYYY-MM-DD`) as written in the language: "21 November 2026". */
export function formatDay(day: string, locale: Locale, style: 'long' | 'short' = 'long'): string {
  const options: Intl.DateTimeFormatOptions = style === 'long' ? { dateStyle: 'long', timeZone: 'UTC' } : { day: 'numeric', month: 'short', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(REGIONAL[locale], options).format(new Date(`${day}T12:00:00Z`));
}
