import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCurrency, formatPrice, listingPriceText } from '@/lib/format/price';

/** Intl writes a narrow no-break space in some locales; nl-BE uses dots, shown here plainly. */
describe('formatCurrency (§5)', () => {
  it.each([
    [395000, '€ 395.000'],
    [1250000, '€ 1.250.000'],
    [850, '€ 850'],
    [1234.5, '€ 1.234,5'],
    [0, '€ 0'],
    ['638400', '€ 638.400'],
  ])('formats %j as %s', (value, expected) => {
    expect(formatCurrency(value)).toBe(expected);
  });

  it.each([Number.NaN, Infinity, 'abc', '', null, undefined, {}])('gives NaN for %j', (value) => {
    expect(formatCurrency(value)).toBe('NaN');
  });

  it('round-trips any whole amount through the Belgian Dutch format', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), (amount) => {
        const text = formatCurrency(amount);
        expect(text.startsWith('€ ')).toBe(true);
        expect(Number(text.slice(2).replaceAll('.', ''))).toBe(amount);
      }),
    );
  });
});

describe('formatPrice', () => {
  it('puts "starting from" in the page language before a price with unit 7', () => {
    expect(formatPrice(638400, 7, 'à partir de')).toBe('à partir de € 638.400');
    expect(formatPrice(638400, 7, 'vanaf')).toBe('vanaf € 638.400');
  });

  it('shows other units plainly, and never "starting from NaN"', () => {
    expect(formatPrice(1200, 1, 'from')).toBe('€ 1.200');
    expect(formatPrice('n/a', 7, 'from')).toBe('NaN');
  });
});

describe('listingPriceText', () => {
  const words = { onRequest: 'on request', startingFrom: 'from', perMonth: 'per month' };
  it('says "on request" without a price, adds "from" for unit 7 and "per month" for rents', () => {
    expect(listingPriceText({ price: null, priceUnit: 0, goal: 'sale' }, words)).toBe('on request');
    expect(listingPriceText({ price: 250000, priceUnit: 0, goal: 'sale' }, words)).toBe('€ 250.000');
    expect(listingPriceText({ price: 250000, priceUnit: 7, goal: 'sale' }, words)).toBe('from € 250.000');
    expect(listingPriceText({ price: 950, priceUnit: 0, goal: 'rent' }, words)).toBe('€ 950 per month');
  });
});
