/**
 * Every figure of the cost of buying: rates, thresholds, credits, scales and the day each took
 * effect. Nothing else in the site writes one of these numbers, so a change of law is one edit
 * here: add an entry with its `since` day to the list it belongs to (the calculator takes the
 * latest entry whose `since` is on or before the day of the deed). Sources and the day they were
 * read: docs/regulation.md › Cost of buying.
 *
 * Rates are fractions (0.02 is 2 %), amounts are euros, days are ISO dates of the deed (Brussels:
 * of the sale agreement, see README).
 */

export type Dated<T> = { since: string } & T;

export const COST_RULES = {
  flanders: {
    /** Verkooprecht (registratiebelasting), Vlaamse Codex Fiscaliteit. */
    registrationDuty: [
      { since: '2022-01-01', ownHome: 0.03, other: 0.12 },
      { since: '2025-01-01', ownHome: 0.02, other: 0.12 },
    ] satisfies Dated<{ ownHome: number; other: number }>[],
  },
  wallonia: {
    /** Droit d'enregistrement, décret du 5 décembre 2024 (taux réduit habitation propre et unique). */
    registrationDuty: [{ since: '2025-01-01', ownHome: 0.03, other: 0.125 }] satisfies Dated<{
      ownHome: number;
      other: number;
    }>[],
  },
  brussels: {
    /**
     * Droit d'enregistrement 12.5 %; for the buyer's own home the first part of the price is
     * exempt (abattement) when the price does not exceed the ceiling; half of both for building land.
     */
    registrationDuty: [
      {
        since: '2023-04-01',
        rate: 0.125,
        abatement: { home: 200_000, land: 100_000 },
        ceiling: { home: 600_000, land: 300_000 },
      },
    ] satisfies Dated<{
      rate: number;
      abatement: { home: number; land: number };
      ceiling: { home: number; land: number };
    }>[],
  },
  luxembourg: {
    /**
     * Droits d'enregistrement (6 %) and de transcription (1 %); the administration always
     * collects a minimum. The Bëllegen Akt credit of a buyer who will live in the home is its own
     * dated setting below.
     */
    registrationDuty: [
      { since: '2023-03-07', registration: 0.06, transcription: 0.01, minimum: 100 },
    ] satisfies Dated<{ registration: number; transcription: number; minimum: number }>[],
    /**
     * The Bëllegen Akt tax credit per buyer (on the registration and transcription duties), by
     * the day of the notarial deed: each entry holds from its day until the next one's. Sources,
     * and the day they were read: docs/regulation-luxembourg.md.
     */
    bellegenAkt: [
      {
        from: '2023-03-07',
        amount: 30_000,
        source: 'Loi du 16 mai 2023 (Mémorial A n° 235), retroactive to deeds from 7 March 2023',
      },
      {
        from: '2024-01-01',
        amount: 40_000,
        source: 'Loi du 22 mai 2024 (Mémorial A n° 219): temporary increase for deeds of 2024',
      },
      {
        from: '2025-01-01',
        amount: 40_000,
        source:
          'Loi du 4 avril 2025 (Mémorial A n° 121): the increase extended to deeds up to 30 June 2025',
      },
      {
        from: '2025-07-01',
        amount: 40_000,
        source:
          'Law voted on 25 June 2025, published July 2025: 40,000 per buyer made permanent for deeds from 1 July 2025',
      },
    ] satisfies DatedAmount[],
    /** New homes: 17 % VAT, or 3 % for the buyer's main residence, the saving capped per home. */
    vat: [
      { since: '2024-01-01', standard: 0.17, ownHome: 0.03, ownHomeMaxSaving: 50_000 },
    ] satisfies Dated<{ standard: number; ownHome: number; ownHomeMaxSaving: number }>[],
    /** The notary's fees: an estimate as a share of the price (see README: the tariff is not modelled). */
    notaryEstimate: [{ since: '2023-01-01', share: 0.01 }] satisfies Dated<{ share: number }>[],
  },
  belgium: {
    /** New homes: VAT instead of registration duty. */
    vat: [{ since: '1996-01-01', rate: 0.21 }] satisfies Dated<{ rate: number }>[],
    /**
     * The notary's fee for a sale (royal decree of 16 December 1950, degressive scale): each rate
     * applies to the part of the price between the previous bracket's upper bound and its own.
     * Administrative costs: the flat amount for the main deed of a purchase of the buyer's only
     * home (from 1 January 2023). VAT is due on the fee and the costs.
     */
    notary: [
      {
        since: '2023-01-01',
        brackets: [
          { upTo: 7_500, rate: 0.0456 },
          { upTo: 17_500, rate: 0.0285 },
          { upTo: 30_000, rate: 0.0228 },
          { upTo: 45_495, rate: 0.0171 },
          { upTo: 64_095, rate: 0.0114 },
          { upTo: 250_095, rate: 0.0057 },
          { upTo: null, rate: 0.00057 },
        ],
        administrativeCosts: 750,
        vatOnFees: 0.21,
      },
    ] satisfies Dated<{
      brackets: { upTo: number | null; rate: number }[];
      administrativeCosts: number;
      vatOnFees: number;
    }>[],
  },
} as const;

/** An amount set by law from a day on (ISO), with where it was read. */
export type DatedAmount = { from: string; amount: number; source: string };

/** The entry of a dated amount in force on `day` (ISO): the latest one from on or before it; null before the first. */
export function amountOn(entries: readonly DatedAmount[], day: string): DatedAmount | null {
  let found: DatedAmount | null = null;
  for (const entry of entries) {
    if (entry.from <= day && (!found || entry.from >= found.from)) found = entry;
  }
  return found;
}

/**
 * The day the amount in force on `day` began to apply without a break (a law that keeps an
 * amount adds an entry, yet the amount has applied since the first of the run); null before the first.
 */
export function amountSince(entries: readonly DatedAmount[], day: string): string | null {
  const current = amountOn(entries, day);
  if (!current) return null;
  const earlier = [...entries]
    .filter((entry) => entry.from < current.from)
    .sort((a, b) => (a.from < b.from ? 1 : -1));
  let since = current.from;
  for (const entry of earlier) {
    if (entry.amount !== current.amount) break;
    since = entry.from;
  }
  return since;
}

/** The entry of a dated list in force on `day` (ISO), or null before the first. */
export function inForce<T extends { since: string }>(entries: readonly T[], day: string): T | null {
  let found: T | null = null;
  for (const entry of entries) {
    if (entry.since <= day && (!found || entry.since >= found.since)) found = entry;
  }
  return found;
}
