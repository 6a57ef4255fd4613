import { describe, expect, it } from 'vitest';
import { renovationDuty } from '@/lib/energy/renovation-duty';
import type { EnergyRegion } from '@/lib/energy/region';

const TODAY = new Date('2026-11-25T12:00:00Z');
const HOUSE = 2;
const APARTMENT = 1;
const LAND = 4;
const OFFICES = 5;

const duty = (over: Partial<Parameters<typeof renovationDuty>[0]> = {}) =>
  renovationDuty({
    goal: 'sale',
    region: 'flanders',
    typeId: HOUSE,
    label: 'e',
    on: TODAY,
    ...over,
  });

describe('the Flemish renovation obligation of a home', () => {
  it.each(['e', 'f'])(
    'binds the buyer of a Flemish house labelled %s to reach D within five years',
    (label) => {
      expect(duty({ label })).toEqual({
        kind: 'residential',
        label: label.toUpperCase(),
        target: 'D',
        since: '2023-01-01',
        years: 5,
      });
    },
  );

  it('binds the buyer of a Flemish apartment labelled F as well', () => {
    expect(duty({ typeId: APARTMENT, label: 'f' })).toMatchObject({
      kind: 'residential',
      target: 'D',
    });
  });

  it.each(['a_plus', 'a', 'b', 'c', 'd'])(
    'does not bind the buyer of a home labelled %s today',
    (label) => {
      expect(duty({ label })).toBeNull();
    },
  );

  it('claims nothing for a home without an EPC label', () => {
    expect(duty({ label: null })).toBeNull();
  });

  it.each<EnergyRegion | null>(['wallonia', 'brussels', 'luxembourg', null])(
    'is not shown for a house labelled E in %s',
    (region) => {
      expect(duty({ region })).toBeNull();
    },
  );

  it('is not shown for a rental', () => {
    expect(duty({ goal: 'rent' })).toBeNull();
  });

  it('is never shown for a building plot, whatever its label', () => {
    expect(duty({ typeId: LAND, label: 'f' })).toBeNull();
    expect(duty({ typeId: LAND, label: null })).toBeNull();
  });

  it('did not exist for deeds before 2023', () => {
    expect(duty({ on: new Date('2022-12-31T12:00:00Z') })).toBeNull();
    expect(duty({ on: new Date('2023-01-01T12:00:00Z') })).toMatchObject({ target: 'D' });
  });

  it('asks label C, and from label D on, for deeds from 2028', () => {
    const in2028 = new Date('2028-01-01T12:00:00Z');
    expect(duty({ on: in2028, label: 'd' })).toMatchObject({
      kind: 'residential',
      label: 'D',
      target: 'C',
      since: '2028-01-01',
    });
    expect(duty({ on: in2028, label: 'f' })).toMatchObject({ target: 'C' });
    expect(duty({ on: in2028, label: 'c' })).toBeNull();
  });
});

describe('the Flemish renovation obligation of a non-residential building', () => {
  it('binds the buyer of Flemish offices to the minimum requirements since 2022, whatever the label', () => {
    expect(duty({ typeId: OFFICES, label: 'b' })).toEqual({
      kind: 'non-residential',
      since: '2022-01-01',
      years: 5,
    });
    expect(duty({ typeId: OFFICES, label: null })).toMatchObject({ kind: 'non-residential' });
  });

  it('does not apply to offices in Brussels or Wallonia, nor to a rental', () => {
    expect(duty({ typeId: OFFICES, region: 'brussels' })).toBeNull();
    expect(duty({ typeId: OFFICES, region: 'wallonia' })).toBeNull();
    expect(duty({ typeId: OFFICES, goal: 'rent' })).toBeNull();
  });
});
