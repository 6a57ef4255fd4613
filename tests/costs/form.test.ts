import { describe, expect, it } from 'vitest';
import {
  costQuery,
  defaultOwnFunds,
  parseAmount,
  parseCostQuery,
  parseDecimal,
} from '@/lib/costs/form';
import { costSubject, subjectInput } from '@/lib/costs/listing';

describe('parseAmount', () => {
  it.each([
    ['395000', 395_000],
    ['395 000', 395_000],
    ['395.000', 395_000],
    ['395,000', 395_000],
    ['1.250.000', 1_250_000],
    ['395\u202f000', 395_000],
    ['1250,5', 1_250.5],
    ['1250.50', 1_250.5],
  ])('%s → %d', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it.each(['', 'abc', '-5', '3e5', '12,34,5', '1.2.3'])('refuses %j', (text) => {
    expect(parseAmount(text)).toBeNaN();
  });

  it('reads a decimal comma or point in rates', () => {
    expect(parseDecimal('3,25')).toBe(3.25);
    expect(parseDecimal('3.25')).toBe(3.25);
    expect(parseDecimal('3 %')).toBeNaN();
  });
});

describe('parseCostQuery', () => {
  it('is empty before anything was asked', () => {
    expect(parseCostQuery({})).toEqual({ state: 'empty' });
    expect(parseCostQuery({ price: '', region: '' })).toEqual({ state: 'empty' });
  });

  it('reads a complete query, with defaults for what was left out', () => {
    expect(parseCostQuery({ price: '350 000', region: 'brussels' })).toEqual({
      state: 'valid',
      input: {
        price: 350_000,
        region: 'brussels',
        situation: 'own-home',
        kind: 'home',
        newBuild: false,
        buyers: 1,
      },
      ownFunds: 70_000,
      ratePercent: 3.5,
      years: 25,
    });
    const full = parseCostQuery({
      price: '600000',
      region: 'luxembourg',
      situation: 'other',
      kind: 'land',
      build: 'new',
      buyers: '2',
      ownFunds: '100.000',
      rate: '2,9',
      years: '20',
    });
    expect(full).toMatchObject({
      state: 'valid',
      input: { situation: 'other', kind: 'land', newBuild: true, buyers: 2 },
      ownFunds: 100_000,
      ratePercent: 2.9,
      years: 20,
    });
  });

  it('reads financing fields sent empty as the example, as the form says', () => {
    const parsed = parseCostQuery({
      price: '300000',
      region: 'wallonia',
      situation: 'own-home',
      kind: 'home',
      build: 'existing',
      buyers: '1',
      ownFunds: '',
      rate: ' ',
      years: '',
    });
    expect(parsed).toMatchObject({
      state: 'valid',
      ownFunds: defaultOwnFunds(300_000),
      ratePercent: 3.5,
      years: 25,
    });
  });

  it('names every field in error with its message key, never throws', () => {
    const parsed = parseCostQuery({
      price: 'lots',
      region: 'mars',
      situation: 'x',
      build: 'old',
      buyers: '3',
      ownFunds: '-1',
      rate: '25',
      years: '12.5',
    });
    expect(parsed).toEqual({
      state: 'invalid',
      errors: {
        price: 'price',
        region: 'region',
        situation: 'situation',
        build: 'build',
        buyers: 'buyers',
        ownFunds: 'ownFunds',
        rate: 'rate',
        years: 'years',
      },
    });
    expect(parseCostQuery({ price: '0', region: 'flanders' })).toEqual({
      state: 'invalid',
      errors: { price: 'price' },
    });
    expect(parseCostQuery({ price: '200000' })).toEqual({
      state: 'invalid',
      errors: { region: 'region' },
    });
    expect(parseCostQuery({ price: ['200000', '1'], region: ['wallonia'] })).toMatchObject({
      state: 'valid',
      input: { price: 200_000, region: 'wallonia' },
    });
  });

  it('reads back the query of its own link', () => {
    const input = {
      price: 495_000,
      region: 'wallonia' as const,
      situation: 'other' as const,
      kind: 'home' as const,
      newBuild: true,
      buyers: 1 as const,
    };
    const parsed = parseCostQuery(
      costQuery(input, { ownFunds: 99_000, ratePercent: 3.1, years: 30 }),
    );
    expect(parsed).toEqual({
      state: 'valid',
      input,
      ownFunds: 99_000,
      ratePercent: 3.1,
      years: 30,
    });
  });

  it('assumes a fifth of the price as own funds, in whole thousands', () => {
    expect(defaultOwnFunds(495_000)).toBe(99_000);
    expect(defaultOwnFunds(347_500)).toBe(70_000);
  });
});

describe('costSubject', () => {
  const listing = {
    goal: 'sale' as const,
    unavailable: false,
    price: 300_000,
    region: 'flanders' as const,
    typeId: 1,
    projectId: null,
    lifeAnnuity: null,
    costs: { vat: null },
  };

  it('a home for sale: both situations, registration duty', () => {
    expect(costSubject(listing)).toEqual({
      price: 300_000,
      region: 'flanders',
      kind: 'home',
      newBuild: false,
      situations: ['own-home', 'other'],
    });
  });

  it('a project unit or a price with VAT is new; land is land; a shop is never an own home', () => {
    expect(costSubject({ ...listing, projectId: 3 })?.newBuild).toBe(true);
    expect(costSubject({ ...listing, costs: { vat: 63_000 } })?.newBuild).toBe(true);
    expect(costSubject({ ...listing, typeId: 4 })?.kind).toBe('land');
    expect(costSubject({ ...listing, typeId: 5 })?.situations).toEqual(['other']);
  });

  it('nothing for a rental, a sold property, a life annuity, no price or no region', () => {
    expect(costSubject({ ...listing, goal: 'rent' })).toBeNull();
    expect(costSubject({ ...listing, unavailable: true })).toBeNull();
    expect(
      costSubject({
        ...listing,
        lifeAnnuity: { bouquet: 50_000, monthly: 900, occupied: true, ages: [78] },
      }),
    ).toBeNull();
    expect(costSubject({ ...listing, price: null })).toBeNull();
    expect(costSubject({ ...listing, region: null })).toBeNull();
  });

  it('gives the calculator input of a situation', () => {
    expect(subjectInput(costSubject(listing)!, 'other')).toEqual({
      price: 300_000,
      region: 'flanders',
      situation: 'other',
      kind: 'home',
      newBuild: false,
      buyers: 1,
    });
  });
});
