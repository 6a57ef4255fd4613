import { z } from 'zod';
import { COST_REGIONS, PROPERTY_KINDS, SITUATIONS, type PurchaseInput } from './calculate';

/**
 * The calculator's form: a plain GET form whose query this schema reads (the single source of its
 * shape). Errors are message keys of `Costs.errors`. Amounts may be typed with the grouping signs
 * of any of the site's languages (395 000, 395.000, 395,000); rates with a decimal comma or point.
 */

export const MAX_PRICE = 100_000_000;
export const MAX_RATE_PERCENT = 20;
export const MAX_YEARS = 40;

/** Starting values of the optional financing fields: an example, which the visitor replaces. */
export const FINANCING_DEFAULTS = { ratePercent: 3.5, years: 25, ownFundsShare: 0.2 } as const;

const GROUPED = /^\d{1,3}(?:[ .,'’\u00a0\u202f]\d{3})+$/;
const PLAIN = /^\d+(?:[.,]\d{1,2})?$/;

/** "395 000" → 395000; "1250,50" → 1250.5; anything else → NaN. */
export function parseAmount(raw: string): number {
  const text = raw.trim();
  if (GROUPED.test(text)) return Number(text.replace(/[^\d]/g, ''));
  if (PLAIN.test(text)) return Number(text.replace(',', '.'));
  return Number.NaN;
}

/** "3,25" or "3.25" → 3.25; anything else → NaN. */
export function parseDecimal(raw: string): number {
  const text = raw.trim();
  return /^\d+(?:[.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
}

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

function amountNumber(error: string, max: number) {
  return z
    .number({ error })
    .refine(Number.isFinite, error)
    .refine((n) => n >= 0 && n <= max, error);
}

function readAmount(value: unknown) {
  const one = blankToUndefined(first(value));
  return typeof one === 'string' ? parseAmount(one) : one;
}

function readDecimal(value: unknown) {
  const one = blankToUndefined(first(value));
  return typeof one === 'string' ? parseDecimal(one) : one;
}

function amount(error: string, max: number) {
  return z.preprocess(readAmount, amountNumber(error, max));
}

/**
 * A field the visitor may leave empty: the blank is read as absent inside the preprocess, so an
 * empty box sent by the form (`ownFunds=`) means "use the example", as the form says.
 */
function optionalAmount(error: string, max: number) {
  return z.preprocess(readAmount, amountNumber(error, max).optional());
}

function optionalDecimal(error: string, min: number, max: number, integer = false) {
  const number = z
    .number({ error })
    .refine(Number.isFinite, error)
    .refine((n) => n >= min && n <= max, error)
    .refine((n) => !integer || Number.isInteger(n), error);
  return z.preprocess(readDecimal, number.optional());
}

function choice<const T extends readonly [string, ...string[]]>(
  values: T,
  error: string,
  fallback: T[number],
) {
  return z.preprocess(
    (value) => blankToUndefined(first(value)) ?? fallback,
    z.enum(values, { error }),
  );
}

export const costFormSchema = z.object({
  price: amount('price', MAX_PRICE).refine((n) => n > 0, 'price'),
  region: z.preprocess(
    (value) => blankToUndefined(first(value)),
    z.enum(COST_REGIONS, { error: 'region' }),
  ),
  situation: choice(SITUATIONS, 'situation', 'own-home'),
  kind: choice(PROPERTY_KINDS, 'kind', 'home'),
  build: choice(['existing', 'new'] as const, 'build', 'existing'),
  buyers: choice(['1', '2'] as const, 'buyers', '1'),
  ownFunds: optionalAmount('ownFunds', MAX_PRICE),
  rate: optionalDecimal('rate', 0, MAX_RATE_PERCENT),
  years: optionalDecimal('years', 1, MAX_YEARS, true),
});

export type CostForm = z.infer<typeof costFormSchema>;
export type CostField = keyof CostForm;
export const COST_FIELDS = Object.keys(costFormSchema.shape) as CostField[];

export type ParsedCostForm =
  | { state: 'empty' }
  | { state: 'invalid'; errors: Partial<Record<CostField, string>> }
  | { state: 'valid'; input: PurchaseInput; ownFunds: number; ratePercent: number; years: number };

/** Reads the query of the calculator: nothing asked yet, the fields in error, or the input. */
export function parseCostQuery(
  query: Record<string, string | string[] | undefined>,
): ParsedCostForm {
  if (COST_FIELDS.every((field) => blankToUndefined(first(query[field])) === undefined))
    return { state: 'empty' };
  const result = costFormSchema.safeParse(query);
  if (!result.success) {
    const errors: Partial<Record<CostField, string>> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as CostField;
      errors[field] ??= issue.message;
    }
    return { state: 'invalid', errors };
  }
  const form = result.data;
  return {
    state: 'valid',
    input: {
      price: form.price,
      region: form.region,
      situation: form.situation,
      kind: form.kind,
      newBuild: form.build === 'new',
      buyers: form.buyers === '2' ? 2 : 1,
    },
    ownFunds: form.ownFunds ?? defaultOwnFunds(form.price),
    ratePercent: form.rate ?? FINANCING_DEFAULTS.ratePercent,
    years: form.years ?? FINANCING_DEFAULTS.years,
  };
}

/** The own funds assumed when none are given: a share of the price, in whole thousands. */
export function defaultOwnFunds(price: number): number {
  return Math.round((price * FINANCING_DEFAULTS.ownFundsShare) / 1000) * 1000;
}

/** The query that opens the calculator with these values (the detail page's link). */
export function costQuery(
  input: PurchaseInput,
  financing?: { ownFunds: number; ratePercent: number; years: number },
): Record<string, string> {
  const query: Record<string, string> = {
    price: String(input.price),
    region: input.region,
    situation: input.situation,
    kind: input.kind,
    build: input.newBuild ? 'new' : 'existing',
    buyers: String(input.buyers),
  };
  if (financing) {
    query.ownFunds = String(financing.ownFunds);
    query.rate = String(financing.ratePercent);
    query.years = String(financing.years);
  }
  return query;
}
