import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  financing,
  monthlyPayment,
  newBuildVat,
  notaryCosts,
  purchaseCosts,
  registrationDuty,
  scaleFee,
  type PurchaseInput,
} from '@/lib/costs/calculate';
import { amountOn, amountSince, COST_RULES, inForce } from '@/lib/costs/rules';

/** The worked examples come from the sources listed in docs/regulation.md › Cost of buying. */
const base: Omit<PurchaseInput, 'price' | 'region'> = {
  situation: 'own-home',
  kind: 'home',
  newBuild: false,
  buyers: 1,
};
const TODAY = '2026-11-25';

describe('Flanders: verkooprecht', () => {
  it('2 % for the only own home since 1 January 2025, 3 % before (livios.be, De Morgen)', () => {
    expect(registrationDuty({ ...base, region: 'flanders', price: 300_000 }, TODAY)).toMatchObject({
      rate: 0.02,
      amount: 6_000,
      since: '2025-01-01',
    });
    // De Morgen (2021): a 200,000 flat as own home at 3 % from 2022 → 6,000
    expect(
      registrationDuty({ ...base, region: 'flanders', price: 200_000 }, '2024-12-31'),
    ).toMatchObject({ rate: 0.03, amount: 6_000 });
  });

  it('12 % otherwise (De Morgen: a 300,000 second home → 36,000)', () => {
    expect(
      registrationDuty({ ...base, situation: 'other', region: 'flanders', price: 300_000 }, TODAY)
        .amount,
    ).toBe(36_000);
  });
});

describe('Wallonia: droit d’enregistrement', () => {
  it('3 % for the own and only home since 1 January 2025 (Gesimmo: 150,000 → 4,500; Bonten: 300,000 → 9,000)', () => {
    expect(registrationDuty({ ...base, region: 'wallonia', price: 150_000 }, TODAY).amount).toBe(
      4_500,
    );
    expect(registrationDuty({ ...base, region: 'wallonia', price: 300_000 }, TODAY).amount).toBe(
      9_000,
    );
  });

  it('12.5 % otherwise (150,000 → 18,750; 300,000 → 37,500)', () => {
    expect(
      registrationDuty({ ...base, situation: 'other', region: 'wallonia', price: 150_000 }, TODAY)
        .amount,
    ).toBe(18_750);
    expect(
      registrationDuty({ ...base, situation: 'other', region: 'wallonia', price: 300_000 }, TODAY)
        .amount,
    ).toBe(37_500);
  });

  it('has no rule before the reform it models', () => {
    expect(() =>
      registrationDuty({ ...base, region: 'wallonia', price: 150_000 }, '2024-12-31'),
    ).toThrow(/no wallonia duty rule/);
  });
});

describe('Brussels: abattement', () => {
  it('nothing on a 200,000 own home (be.brussels: an advantage of 25,000)', () => {
    const duty = registrationDuty({ ...base, region: 'brussels', price: 200_000 }, TODAY);
    expect(duty).toMatchObject({ amount: 0, abatement: 200_000, since: '2023-04-01' });
    expect(
      registrationDuty({ ...base, situation: 'other', region: 'brussels', price: 200_000 }, TODAY)
        .amount,
    ).toBe(25_000);
  });

  it('a 400,000 own home pays 12.5 % of 200,000 (DH: 3,125 less than with the former 175,000)', () => {
    expect(registrationDuty({ ...base, region: 'brussels', price: 400_000 }, TODAY).amount).toBe(
      25_000,
    );
    expect(400_000 * 0.125 - 175_000 * 0.125 - 25_000).toBe(3_125);
  });

  it('no abatement above 600,000, and half of both for building land', () => {
    expect(registrationDuty({ ...base, region: 'brussels', price: 600_000 }, TODAY).abatement).toBe(
      200_000,
    );
    expect(registrationDuty({ ...base, region: 'brussels', price: 600_001 }, TODAY)).toMatchObject({
      abatement: 0,
      amount: 75_000.13,
    });
    expect(
      registrationDuty({ ...base, kind: 'land', region: 'brussels', price: 250_000 }, TODAY),
    ).toMatchObject({ abatement: 100_000, amount: 18_750 });
    expect(
      registrationDuty({ ...base, kind: 'land', region: 'brussels', price: 300_001 }, TODAY)
        .abatement,
    ).toBe(0);
  });
});

describe('Luxembourg: 7 % and the Bëllegen Akt', () => {
  it('6 % + 1 % without the credit', () => {
    expect(
      registrationDuty(
        { ...base, situation: 'other', region: 'luxembourg', price: 600_000 },
        TODAY,
      ),
    ).toMatchObject({ rate: 0.07, amount: 42_000, credit: 0 });
  });

  it('40,000 per buyer, kept for good from 1 July 2025 (docs/regulation-luxembourg.md); 40,000 in 2024 and to 30 June 2025', () => {
    expect(
      registrationDuty({ ...base, region: 'luxembourg', price: 600_000 }, TODAY),
    ).toMatchObject({ amount: 2_000, credit: 40_000, since: '2025-07-01' });
    expect(
      registrationDuty({ ...base, region: 'luxembourg', price: 600_000 }, '2025-06-30'),
    ).toMatchObject({ amount: 2_000, credit: 40_000 });
    expect(
      registrationDuty({ ...base, buyers: 2, region: 'luxembourg', price: 1_000_000 }, TODAY),
    ).toMatchObject({ amount: 100, credit: 69_900 });
    expect(
      registrationDuty({ ...base, buyers: 2, region: 'luxembourg', price: 1_500_000 }, TODAY),
    ).toMatchObject({ amount: 25_000, credit: 80_000 });
  });

  it('picks the credit by the day of the deed: 30,000 before 2024, 40,000 from 1 January 2024 on', () => {
    const duty = (day: string) =>
      registrationDuty({ ...base, region: 'luxembourg', price: 600_000 }, day).credit;
    expect(duty('2023-03-07')).toBe(30_000);
    expect(duty('2023-12-31')).toBe(30_000);
    expect(duty('2024-01-01')).toBe(40_000);
    expect(duty('2024-12-31')).toBe(40_000);
    expect(duty('2025-01-01')).toBe(40_000);
    expect(duty('2025-07-01')).toBe(40_000);
    expect(duty('2031-01-01')).toBe(40_000);
    expect(() => duty('2023-03-06')).toThrow(/no luxembourg duty rule/);
  });

  it('keeps the credit one dated setting: each entry has a day, an amount and a source, in order', () => {
    const entries = COST_RULES.luxembourg.bellegenAkt;
    expect(entries.map((entry) => entry.from)).toEqual(
      [...entries.map((entry) => entry.from)].sort(),
    );
    for (const entry of entries) {
      expect(entry.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry.amount).toBeGreaterThan(0);
      expect(entry.source.length).toBeGreaterThan(10);
    }
    expect(amountOn(entries, '2023-01-01')).toBeNull();
    expect(amountOn(entries, '2026-11-25')?.amount).toBe(40_000);
    // 40,000 without a break since 1 January 2024, whatever law kept it
    expect(amountSince(entries, '2026-11-25')).toBe('2024-01-01');
    expect(amountSince(entries, '2023-06-01')).toBe('2023-03-07');
    expect(amountSince(entries, '2022-06-01')).toBeNull();
  });

  it('always collects at least 100 (guichet.lu)', () => {
    expect(
      registrationDuty({ ...base, region: 'luxembourg', price: 280_000 }, TODAY),
    ).toMatchObject({ amount: 100, credit: 19_500 });
    expect(
      registrationDuty({ ...base, region: 'luxembourg', price: 500_000 }, TODAY),
    ).toMatchObject({ amount: 100, credit: 34_900 });
  });
});

describe('VAT on new homes', () => {
  it('21 % in Belgium, whatever the situation', () => {
    expect(
      newBuildVat({ region: 'flanders', situation: 'own-home', price: 300_000 }, TODAY).amount,
    ).toBe(63_000);
    expect(
      purchaseCosts({ ...base, region: 'brussels', newBuild: true, price: 300_000 }, TODAY).tax
        .kind,
    ).toBe('vat');
  });

  it('Luxembourg: 17 %, or 3 % for the main residence with the saving capped at 50,000 (Sellect: a 600,000 VEFA)', () => {
    expect(
      newBuildVat({ region: 'luxembourg', situation: 'other', price: 600_000 }, TODAY).amount,
    ).toBe(102_000);
    expect(
      newBuildVat({ region: 'luxembourg', situation: 'own-home', price: 600_000 }, TODAY),
    ).toMatchObject({ amount: 52_000, cap: 50_000 });
    expect(
      newBuildVat({ region: 'luxembourg', situation: 'own-home', price: 300_000 }, TODAY),
    ).toMatchObject({ amount: 9_000, cap: null });
  });
});

describe('the notary', () => {
  const brackets = inForce(COST_RULES.belgium.notary, TODAY)!.brackets;

  it('Belgium’s degressive scale (Caenen / Immo Delaet: 150,000 → 1,878.66; De Boer: 65,000 → 1,394.16)', () => {
    expect(scaleFee(150_000, brackets)).toBe(1_878.66);
    expect(scaleFee(65_000, brackets)).toBe(1_394.16);
    expect(scaleFee(7_500, brackets)).toBe(342);
    // notaire.be: 0.057 % on the part above 250,095
    expect(scaleFee(350_095, brackets) - scaleFee(250_095, brackets)).toBeCloseTo(57, 2);
  });

  it('adds the flat administrative costs and 21 % VAT in Belgium; Luxembourg is an estimate of 1 %', () => {
    const belgian = notaryCosts(150_000, 'wallonia', TODAY);
    expect(belgian).toMatchObject({
      kind: 'scale',
      fee: 1_878.66,
      administrativeCosts: 750,
      vat: 552.02,
      amount: 3_180.68,
    });
    expect(notaryCosts(500_000, 'luxembourg', TODAY)).toMatchObject({
      kind: 'estimate',
      amount: 5_000,
    });
  });
});

describe('purchaseCosts', () => {
  it('adds tax and notary, and the price for the all-in figure', () => {
    const costs = purchaseCosts({ ...base, region: 'wallonia', price: 150_000 }, TODAY);
    expect(costs.total).toBe(4_500 + 3_180.68);
    expect(costs.allIn).toBe(150_000 + 4_500 + 3_180.68);
  });
});

describe('monthly payment (annuity)', () => {
  it('divides evenly at 0 %', () => {
    expect(monthlyPayment(240_000, 0, 20)).toBe(1_000);
  });

  it('pays back exactly the loan: the instalments discounted at the monthly rate sum to the principal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 2_000_000 }),
        fc.double({ min: 0.001, max: 0.12, noNaN: true }),
        fc.integer({ min: 5, max: 35 }),
        (loan, rate, years) => {
          const payment = monthlyPayment(loan, rate, years);
          const monthly = Math.pow(1 + rate, 1 / 12) - 1;
          let present = 0;
          for (let month = 1; month <= years * 12; month += 1)
            present += payment / Math.pow(1 + monthly, month);
          expect(Math.abs(present - loan)).toBeLessThan(years * 12 * 0.01);
        },
      ),
    );
  });

  it('uses the equivalent monthly rate: a one-year loan at 12 % grows to 112 % by the 12th payment', () => {
    // 12 payments compounded at the monthly rate m equal the loan compounded for a year:
    // payment × ((1 + m)^12 − 1) / m = 100,000 × 1.12, and (1 + m)^12 − 1 = 0.12
    const m = Math.pow(1.12, 1 / 12) - 1;
    expect(monthlyPayment(100_000, 0.12, 1)).toBeCloseTo((112_000 * m) / 0.12, 2);
    // and less than with 12 % / 12 a month (8,884.88)
    expect(monthlyPayment(100_000, 0.12, 1)).toBeLessThan(8_884.88);
  });

  it('borrows price and costs less own funds', () => {
    expect(financing(300_000, 60_000, 0, 20)).toEqual({
      loan: 240_000,
      monthly: 1_000,
      totalRepaid: 240_000,
      interest: 0,
    });
    expect(financing(300_000, 400_000, 0.03, 20).loan).toBe(0);
  });
});
