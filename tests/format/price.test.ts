import { describe, expect, it } from 'vitest';
import { NBSP } from '@/lib/format/locale-format';
import { formatPrice, listingPriceText } from '@/lib/format/price';

const plain = (text: string) => text.replaceAll(NBSP, ' ').replaceAll('\u202f', ' ');

describe('formatPrice', () => {
  it('puts "starting from" in the page language before a price with unit 7', () => {
    expect(plain(formatPrice(638400, 7, 'à partir de', 'fr'))).toBe('à partir de € 638 400');
    expect(plain(formatPrice(638400, 7, 'vanaf', 'nl'))).toBe('vanaf € 638.400');
  });

  it('shows other units plainly, and never "starting from NaN"', () => {
    expect(plain(formatPrice(1200, 1, 'from', 'en'))).toBe('€ 1,200');
    expect(formatPrice('n/a', 7, 'from', 'en')).toBe('NaN');
  });
});

describe('listingPriceText', () => {
  const words = { onRequest: 'on request', startingFrom: 'from', perMonth: 'per month' };
  it('says "on request" without a price, adds "from" for unit 7 and "per month" for rents', () => {
    expect(listingPriceText({ price: null, priceUnit: 0, goal: 'sale' }, words, 'en')).toBe(
      'on request',
    );
    expect(
      plain(listingPriceText({ price: 250000, priceUnit: 0, goal: 'sale' }, words, 'en')),
    ).toBe('€ 250,000');
    expect(
      plain(listingPriceText({ price: 250000, priceUnit: 7, goal: 'sale' }, words, 'en')),
    ).toBe('from € 250,000');
    expect(plain(listingPriceText({ price: 950, priceUnit: 0, goal: 'rent' }, words, 'de'))).toBe(
      '€ 950 per month',
    );
  });
});
