/** §5: price unit 7 means the price is a minimum ("starting from"). */
export const PRICE_UNIT_STARTING_FROM = 7;

const belgianDutch = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 2 });

/** §5 currency formatting: Belgian Dutch number format with prefix '€ '; 'NaN' when it cannot. */
export function formatCurrency(value: unknown): string {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return 'NaN';
  return `€ ${belgianDutch.format(number)}`;
}

/** A listing's price as shown: price unit 7 puts the page language's "starting from" before it. */
export function formatPrice(value: unknown, priceUnit: number | null | undefined, startingFrom: string): string {
  const amount = formatCurrency(value);
  return priceUnit === PRICE_UNIT_STARTING_FROM && amount !== 'NaN' ? `${startingFrom} ${amount}` : amount;
}

export type PriceWords = { onRequest: string; startingFrom: string; perMonth: string };

/** A listing's whole price line as plain text: "on request", "starting from € 1", "€ 950 per month". */
export function listingPriceText(listing: { price: number | null; priceUnit: number; goal: 'sale' | 'rent' }, words: PriceWords): string {
  if (listing.price === null) return words.onRequest;
  const amount = formatPrice(listing.price, listing.priceUnit, words.startingFrom);
  return listing.goal === 'rent' ? `${amount} ${words.perMonth}` : amount;
}
