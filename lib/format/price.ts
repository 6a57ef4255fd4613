import type { Locale } from '@/lib/i18n/locales';
import { formatCurrency } from './locale-format';

/** Price unit 7 means the price is a minimum ("starting from"). */
export const PRICE_UNIT_STARTING_FROM = 7;

/** A listing's price as shown: price unit 7 puts the page language's "starting from" before it. */
export function formatPrice(
  value: unknown,
  priceUnit: number | null | undefined,
  startingFrom: string,
  locale: Locale,
): string {
  const amount = formatCurrency(value, locale);
  return priceUnit === PRICE_UNIT_STARTING_FROM && amount !== 'NaN'
    ? `${startingFrom} ${amount}`
    : amount;
}

export type PriceWords = { onRequest: string; startingFrom: string; perMonth: string };

/** A listing's whole price line as plain text: "on request", "starting from € 1", "€ 950 per month". */
export function listingPriceText(
  listing: { price: number | null; priceUnit: number; goal: 'sale' | 'rent' },
  words: PriceWords,
  locale: Locale,
): string {
  if (listing.price === null) return words.onRequest;
  const amount = formatPrice(listing.price, listing.priceUnit, words.startingFrom, locale);
  return listing.goal === 'rent' ? `${amount} ${words.perMonth}` : amount;
}
