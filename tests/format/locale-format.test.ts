import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bindUnits,
  formatCurrency,
  formatDate,
  formatDay,
  formatNumber,
  formatPercent,
  formatPhone,
  keepTogether,
  NBSP,
  phoneHref,
} from '@/lib/format/locale-format';
import { LOCALES } from '@/lib/i18n/locales';

/** The text with its no-break spaces shown, so that an expectation says where each one is. */
const shown = (text: string) => text.replaceAll(NBSP, '⍽').replaceAll('\u202f', '⍽');

describe('numbers in the language of the page', () => {
  it('groups thousands and writes decimals as each language does', () => {
    expect(shown(formatNumber(1234567.5, 'en', 1))).toBe('1,234,567.5');
    expect(shown(formatNumber(1234567.5, 'nl', 1))).toBe('1.234.567,5');
    expect(shown(formatNumber(1234567.5, 'fr', 1))).toBe('1⍽234⍽567,5');
    expect(shown(formatNumber(1234567.5, 'de', 1))).toBe('1.234.567,5');
  });

  it('rounds to whole numbers unless told otherwise', () => {
    expect(formatNumber(12.6, 'en')).toBe('13');
    expect(formatNumber(7.25, 'fr', 1)).toBe('7,3');
  });
});

describe('formatPercent', () => {
  it('writes a fraction as each language writes a percentage, in one piece', () => {
    expect(shown(formatPercent(0.125, 'en'))).toBe('12.5%');
    expect(shown(formatPercent(0.125, 'nl'))).toBe('12,5%');
    expect(shown(formatPercent(0.125, 'fr'))).toBe('12,5⍽%');
    expect(shown(formatPercent(0.125, 'de'))).toBe('12,5⍽%');
    expect(shown(formatPercent(0.00057, 'en'))).toBe('0.057%');
  });
});

describe('formatCurrency', () => {
  it.each([
    ['en', 395000, '€⍽395,000'],
    ['nl', 395000, '€⍽395.000'],
    ['fr', 395000, '€⍽395⍽000'],
    ['de', 395000, '€⍽395.000'],
    ['nl', 1234.5, '€⍽1.234,50'],
    // issue 35 › 11: cents always as two decimals, in the page's language
    ['en', 2531.8, '€⍽2,531.80'],
    ['en', 79112.5, '€⍽79,112.50'],
    ['fr', 2523.5, '€⍽2⍽523,50'],
    ['de', 2523.5, '€⍽2.523,50'],
    ['nl', 3911.66, '€⍽3.911,66'],
    ['en', 3911.666, '€⍽3,911.67'],
    ['nl', 1249.999, '€⍽1.250'],
    ['nl', 0.05, '€⍽0,05'],
    ['en', 18750, '€⍽18,750'],
    ['nl', 0, '€⍽0'],
    ['nl', '638400', '€⍽638.400'],
  ] as const)('writes %s %j as %s', (locale, value, expected) => {
    expect(shown(formatCurrency(value, locale))).toBe(expected);
  });

  it.each([Number.NaN, Infinity, 'abc', '', null, undefined, {}])('gives NaN for %j', (value) => {
    expect(formatCurrency(value, 'fr')).toBe('NaN');
  });

  it('never leaves a space a line could break at, in any language, for any amount', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.integer({ min: 0, max: 50_000_000 }),
        (locale, amount) => {
          const text = formatCurrency(amount, locale);
          expect(text.startsWith(`€${NBSP}`)).toBe(true);
          expect(text).not.toContain(' ');
          expect(Number(text.slice(2).replace(/[.,\u202f\u00a0]/g, ''))).toBe(amount);
        },
      ),
    );
  });

  it('writes any amount with cents with exactly two decimals, and whole euros with none', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.integer({ min: 0, max: 5_000_000_000 }),
        (locale, cents) => {
          const text = formatCurrency(cents / 100, locale);
          const decimal = locale === 'en' ? '.' : ',';
          const fraction = /[.,](\d+)$/.exec(text);
          if (cents % 100 === 0) expect(text.endsWith(`${decimal}00`)).toBe(false);
          else expect(fraction?.[1]).toHaveLength(2);
        },
      ),
    );
  });
});

describe('dates, never in US order', () => {
  it('writes a moment as its Brussels date, also just after midnight there', () => {
    // 23:30 UTC on 21 November is already 22 November in Brussels (UTC+1)
    const lateEvening = Date.UTC(2026, 10, 21, 23, 30);
    expect(shown(formatDate(lateEvening, 'en'))).toBe('22⍽November⍽2026');
    expect(shown(formatDate(lateEvening, 'fr'))).toBe('22⍽novembre⍽2026');
    expect(shown(formatDate(lateEvening, 'nl'))).toBe('22⍽november⍽2026');
    expect(shown(formatDate(lateEvening, 'de'))).toBe('22.⍽November⍽2026');
  });

  it('writes a calendar day the same anywhere, long, short or in figures, day first', () => {
    expect(shown(formatDay('2026-03-09', 'en'))).toBe('9⍽March⍽2026');
    expect(shown(formatDay('2026-03-29', 'fr', 'short'))).toMatch(/^29⍽mars\.?$/);
    expect(formatDay('2026-03-09', 'en', 'numeric')).toBe('09/03/2026');
    expect(formatDay('2026-03-09', 'nl', 'numeric')).toBe('09/03/2026');
    expect(formatDay('2026-03-09', 'fr', 'numeric')).toBe('09/03/2026');
    expect(formatDay('2026-03-09', 'de', 'numeric')).toBe('09.03.2026');
  });

  it('takes the day of a full timestamp', () => {
    expect(shown(formatDay('2031-06-30T00:00:00Z', 'en'))).toBe('30⍽June⍽2031');
  });
});

describe('phone numbers', () => {
  it('keep their groups and never break between them', () => {
    expect(shown(formatPhone('+32 2 555 01 20'))).toBe('+32⍽2⍽555⍽01⍽20');
    expect(shown(formatPhone('  +352  20 55 04 50 '))).toBe('+352⍽20⍽55⍽04⍽50');
  });

  it('dial the digits only', () => {
    expect(phoneHref('+32 2 555 01 20')).toBe('tel:+3225550120');
    expect(phoneHref('02 555.01.20')).toBe('tel:025550120');
  });
});

describe('keepTogether', () => {
  it('makes every ordinary space non-breaking and leaves the rest', () => {
    expect(shown(keepTogether('211 kWh/m²·an'))).toBe('211⍽kWh/m²·an');
    expect(keepTogether('HI-2026-0101')).toBe('HI-2026-0101');
  });
});

describe('bindUnits, for texts written by people', () => {
  it('binds a number to the unit after it and € to its amount', () => {
    expect(shown(bindUnits('Maison avec 211 m² de jardin et 2 ha de prairie'))).toBe(
      'Maison avec 211⍽m² de jardin et 2⍽ha de prairie',
    );
    expect(shown(bindUnits('Loyer € 950, charges 75 €, rendement 4 %'))).toBe(
      'Loyer €⍽950, charges 75⍽€, rendement 4⍽%',
    );
    expect(shown(bindUnits('prix 1 250 000'))).toBe('prix 1⍽250⍽000');
  });

  it('leaves words that only begin like a unit, and numbers before words', () => {
    expect(bindUnits('3 maisons, 2 mois, 4 ans')).toBe('3 maisons, 2 mois, 4 ans');
    expect(bindUnits('Baujahr 2012 am Stadtrand')).toBe('Baujahr 2012 am Stadtrand');
  });
});
