import type { Locale } from '@/lib/i18n/locales';

/**
 * The one place numbers, amounts, dates and phone numbers are written for a language: the
 * Belgian form of each (day before month, 24-hour clock), and no breaking space inside a value,
 * so that a price, an area or a date never splits over two lines on a phone.
 */
export const REGIONAL_LOCALES: Record<Locale, string> = {
  en: 'en-GB',
  nl: 'nl-BE',
  fr: 'fr-BE',
  de: 'de-BE',
};
export const TIME_ZONE = 'Europe/Brussels';

export const NBSP = '\u00a0';

/** Every ordinary space of a value made non-breaking (Intl's own narrow no-break space stays). */
export function keepTogether(text: string): string {
  return text.replace(/ +/g, NBSP);
}

/**
 * A written text (headline, description) with each number bound to the unit after it and `€` to
 * the amount after it, so "211 m²" or "€ 1.250" never splits at the end of a line.
 */
export function bindUnits(text: string): string {
  return text
    .replace(/(\d) (?=(?:m²|m³|m|km|ha|kWh|kW|%|€)(?![\p{L}\d]))/gu, `$1${NBSP}`)
    .replace(/€ (?=\d)/g, `€${NBSP}`)
    .replace(/(\d)[ ](?=\d{3}(?!\d))/g, `$1${NBSP}`);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(
  locale: Locale,
  maximumFractionDigits: number,
  minimumFractionDigits = 0,
): Intl.NumberFormat {
  const key = `${locale}:${maximumFractionDigits}:${minimumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(REGIONAL_LOCALES[locale], {
      maximumFractionDigits,
      minimumFractionDigits,
    });
    numberFormats.set(key, format);
  }
  return format;
}

function toNumber(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/** A number with the language's grouping and decimal signs: 1,250.5 · 1.250,5 · 1 250,5. */
export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 0): string {
  return keepTogether(numberFormat(locale, maximumFractionDigits).format(value));
}

/** A rate given as a fraction (0.125) as the language writes a percentage: 12.5% · 12,5 % · 12,5%. */
export function formatPercent(fraction: number, locale: Locale): string {
  return keepTogether(
    new Intl.NumberFormat(REGIONAL_LOCALES[locale], {
      style: 'percent',
      maximumFractionDigits: 3,
    }).format(fraction),
  );
}

/**
 * Currency formatting, the one formatter of money on every page, mail and file: '€ ' before the
 * amount (a no-break space, so the sign never stays alone at the end of a line), the amount in
 * the language's number format (Belgian Dutch for nl, the specification's reference), rounded
 * to the cent and written with two decimals or none: € 395.000, € 2.531,80, never € 2.531,8
 * (issue 35 › 11). 'NaN' when the value is not a number.
 */
export function formatCurrency(value: unknown, locale: Locale): string {
  const number = toNumber(value);
  if (number === null) return 'NaN';
  const cents = Math.round(number * 100);
  const decimals = cents % 100 === 0 ? 0 : 2;
  return `€${NBSP}${keepTogether(numberFormat(locale, decimals, decimals).format(cents / 100))}`;
}

const FRENCH_MONTHS =
  'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';

/** French writes the first day of a month as an ordinal: "1er janvier", never "1 janvier". */
export function frenchFirstOfMonth(text: string, locale: Locale): string {
  return locale === 'fr'
    ? text.replace(
        new RegExp(`(^|[^\\d])1(?=[\\s\u00a0\u202f](?:${FRENCH_MONTHS}))`, 'gu'),
        '$11er',
      )
    : text;
}

/** A day (`YYYY-MM-DD`) as written in the language, never in US order: "21 November 2026". */
export function formatDay(
  day: string,
  locale: Locale,
  style: 'long' | 'short' | 'numeric' = 'long',
): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'long'
      ? { dateStyle: 'long', timeZone: 'UTC' }
      : style === 'numeric'
        ? { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }
        : { day: 'numeric', month: 'short', timeZone: 'UTC' };
  return keepTogether(
    frenchFirstOfMonth(
      new Intl.DateTimeFormat(REGIONAL_LOCALES[locale], options).format(
        new Date(`${day.slice(0, 10)}T12:00:00Z`),
      ),
      locale,
    ),
  );
}

/** A moment as its date in Brussels: "21 November 2026". */
export function formatDate(at: number, locale: Locale): string {
  return keepTogether(
    frenchFirstOfMonth(
      new Intl.DateTimeFormat(REGIONAL_LOCALES[locale], {
        dateStyle: 'long',
        timeZone: TIME_ZONE,
      }).format(at),
      locale,
    ),
  );
}

/** A phone number as written (international groups kept), in one piece: "+32 2 555 01 20". */
export function formatPhone(phone: string): string {
  return keepTogether(phone.trim().replace(/\s+/g, ' '));
}

/** The `tel:` address of a phone number: digits and a leading +. */
export function phoneHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
