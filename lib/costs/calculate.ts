import { amountOn, COST_RULES, inForce } from './rules';

export const COST_REGIONS = ['flanders', 'wallonia', 'brussels', 'luxembourg'] as const;
export type CostRegion = (typeof COST_REGIONS)[number];
/** The buyer's only home, which the buyer will live in; or anything else (second home, investment). */
export const SITUATIONS = ['own-home', 'other'] as const;
export type Situation = (typeof SITUATIONS)[number];
/** A home (house, flat, any building) or building land: Brussels' abatement is halved for land. */
export const PROPERTY_KINDS = ['home', 'land'] as const;
export type PropertyKind = (typeof PROPERTY_KINDS)[number];

export type PurchaseInput = {
  price: number;
  region: CostRegion;
  situation: Situation;
  kind: PropertyKind;
  /** Bought new from a developer: VAT instead of registration duty. */
  newBuild: boolean;
  /** Buyers signing the deed (Luxembourg's credit is per buyer). */
  buyers: 1 | 2;
};

export type TaxLine =
  | {
      kind: 'duty';
      amount: number;
      rate: number;
      base: number;
      since: string;
      abatement: number;
      credit: number;
    }
  | {
      kind: 'vat';
      amount: number;
      rate: number;
      base: number;
      since: string;
      /** The capped saving, where the cap applied. */ cap: number | null;
    };

export type NotaryLine =
  | {
      kind: 'scale';
      fee: number;
      administrativeCosts: number;
      vat: number;
      amount: number;
      since: string;
    }
  | { kind: 'estimate'; amount: number; share: number; since: string };

export type PurchaseCosts = {
  tax: TaxLine;
  notary: NotaryLine;
  /** Tax and notary together. */
  total: number;
  /** Price and costs together. */
  allIn: number;
};

const cents = (value: number) => Math.round(value * 100) / 100;

function required<T>(entry: T | null, what: string, day: string): T {
  if (!entry) throw new Error(`no ${what} rule in force on ${day}`);
  return entry;
}

/** The registration duty (or Luxembourg's registration and transcription duties) on an existing property. */
export function registrationDuty(
  input: Omit<PurchaseInput, 'newBuild'>,
  day: string,
): Extract<TaxLine, { kind: 'duty' }> {
  const { price, situation } = input;
  const ownHome = situation === 'own-home';
  switch (input.region) {
    case 'flanders':
    case 'wallonia': {
      const rule = required(
        inForce(COST_RULES[input.region].registrationDuty, day),
        `${input.region} duty`,
        day,
      );
      const rate = ownHome ? rule.ownHome : rule.other;
      return {
        kind: 'duty',
        rate,
        base: price,
        amount: cents(price * rate),
        since: rule.since,
        abatement: 0,
        credit: 0,
      };
    }
    case 'brussels': {
      const rule = required(
        inForce(COST_RULES.brussels.registrationDuty, day),
        'brussels duty',
        day,
      );
      const eligible = ownHome && price <= rule.ceiling[input.kind];
      const abatement = eligible ? Math.min(price, rule.abatement[input.kind]) : 0;
      const base = price - abatement;
      return {
        kind: 'duty',
        rate: rule.rate,
        base,
        amount: cents(base * rule.rate),
        since: rule.since,
        abatement,
        credit: 0,
      };
    }
    case 'luxembourg': {
      const rule = required(
        inForce(COST_RULES.luxembourg.registrationDuty, day),
        'luxembourg duty',
        day,
      );
      const rate = Math.round((rule.registration + rule.transcription) * 1e6) / 1e6;
      const gross = cents(price * rate);
      const setting = ownHome
        ? required(amountOn(COST_RULES.luxembourg.bellegenAkt, day), 'Bëllegen Akt', day)
        : null;
      const available = (setting?.amount ?? 0) * input.buyers;
      const credit = Math.min(available, Math.max(0, gross - rule.minimum));
      return {
        kind: 'duty',
        rate,
        base: price,
        amount: cents(gross - credit),
        // the day the figures began to apply: the credit's own when it is the later one
        since: setting && setting.from > rule.since ? setting.from : rule.since,
        abatement: 0,
        credit,
      };
    }
  }
}

/** VAT on a new home bought from a developer, on its price before VAT. */
export function newBuildVat(
  input: Pick<PurchaseInput, 'price' | 'region' | 'situation'>,
  day: string,
): Extract<TaxLine, { kind: 'vat' }> {
  if (input.region === 'luxembourg') {
    const rule = required(inForce(COST_RULES.luxembourg.vat, day), 'luxembourg vat', day);
    const standard = cents(input.price * rule.standard);
    if (input.situation !== 'own-home') {
      return {
        kind: 'vat',
        rate: rule.standard,
        base: input.price,
        amount: standard,
        since: rule.since,
        cap: null,
      };
    }
    const reduced = cents(input.price * rule.ownHome);
    const capped = standard - reduced > rule.ownHomeMaxSaving;
    return {
      kind: 'vat',
      rate: rule.ownHome,
      base: input.price,
      amount: capped ? cents(standard - rule.ownHomeMaxSaving) : reduced,
      since: rule.since,
      cap: capped ? rule.ownHomeMaxSaving : null,
    };
  }
  const rule = required(inForce(COST_RULES.belgium.vat, day), 'belgian vat', day);
  return {
    kind: 'vat',
    rate: rule.rate,
    base: input.price,
    amount: cents(input.price * rule.rate),
    since: rule.since,
    cap: null,
  };
}

/** The Belgian notary's fee from the degressive scale: each rate on its slice of the price. */
export function scaleFee(
  price: number,
  brackets: readonly { upTo: number | null; rate: number }[],
): number {
  let fee = 0;
  let from = 0;
  for (const bracket of brackets) {
    const to = bracket.upTo ?? Number.POSITIVE_INFINITY;
    if (price <= from) break;
    fee += (Math.min(price, to) - from) * bracket.rate;
    from = to;
  }
  return cents(fee);
}

/** The notary's part: Belgium's scale with administrative costs and VAT, or Luxembourg's estimate. */
export function notaryCosts(price: number, region: CostRegion, day: string): NotaryLine {
  if (region === 'luxembourg') {
    const rule = required(
      inForce(COST_RULES.luxembourg.notaryEstimate, day),
      'luxembourg notary',
      day,
    );
    return {
      kind: 'estimate',
      share: rule.share,
      amount: cents(price * rule.share),
      since: rule.since,
    };
  }
  const rule = required(inForce(COST_RULES.belgium.notary, day), 'belgian notary', day);
  const fee = scaleFee(price, rule.brackets);
  const vat = cents((fee + rule.administrativeCosts) * rule.vatOnFees);
  return {
    kind: 'scale',
    fee,
    administrativeCosts: rule.administrativeCosts,
    vat,
    amount: cents(fee + rule.administrativeCosts + vat),
    since: rule.since,
  };
}

/** What buying costs on top of the price, on the day of the deed (ISO). */
export function purchaseCosts(input: PurchaseInput, day: string): PurchaseCosts {
  const tax = input.newBuild ? newBuildVat(input, day) : registrationDuty(input, day);
  const notary = notaryCosts(input.price, input.region, day);
  const total = cents(tax.amount + notary.amount);
  return { tax, notary, total, allIn: cents(input.price + total) };
}

/**
 * The monthly payment of a loan repaid in equal monthly instalments (annuity). The annual rate is
 * turned into its equivalent monthly rate, (1 + annual)^(1/12) − 1, as Belgian mortgage offers
 * state it; 0 % divides the loan evenly.
 */
export function monthlyPayment(principal: number, annualRate: number, years: number): number {
  const months = Math.round(years * 12);
  if (principal <= 0 || months <= 0) return 0;
  const monthly = Math.pow(1 + annualRate, 1 / 12) - 1;
  if (monthly === 0) return cents(principal / months);
  return cents((principal * monthly) / (1 - Math.pow(1 + monthly, -months)));
}

export type Financing = { loan: number; monthly: number; totalRepaid: number; interest: number };

/** The loan that pays price and costs less the buyer's own funds, and its monthly payment. */
export function financing(
  allIn: number,
  ownFunds: number,
  annualRate: number,
  years: number,
): Financing {
  const loan = cents(Math.max(0, allIn - ownFunds));
  const monthly = monthlyPayment(loan, annualRate, years);
  const totalRepaid = cents(monthly * Math.round(years * 12));
  return { loan, monthly, totalRepaid, interest: cents(Math.max(0, totalRepaid - loan)) };
}

/** ISO day (UTC) of a moment: the day the page assumes for the deed. */
export function isoDay(at: Date = new Date()): string {
  return at.toISOString().slice(0, 10);
}
