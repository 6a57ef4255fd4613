import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayLabel,
  ENERGY_LABELS,
  energyLabel,
  labelFromValue,
  normalizeWrittenLabel,
} from '@/lib/energy/labels';
import { energyRegion, regionFromPostcode } from '@/lib/energy/region';

describe('regionFromPostcode', () => {
  it.each([
    ['1000', 'brussels'],
    ['1299', 'brussels'],
    ['1300', 'wallonia'],
    ['1499', 'wallonia'],
    ['1500', 'flanders'],
    ['3999', 'flanders'],
    ['4000', 'wallonia'],
    ['7999', 'wallonia'],
    ['8000', 'flanders'],
    ['9999', 'flanders'],
    [9000, 'flanders'],
  ] as const)('places %s in %s', (postcode, region) => {
    expect(regionFromPostcode(postcode)).toBe(region);
  });

  it.each(['0999', '999', '10000', 'L-1234', '', null])('places %j nowhere', (postcode) => {
    expect(regionFromPostcode(postcode)).toBeNull();
  });

  it('uses Luxembourg for country 50 and no scheme for other countries', () => {
    expect(energyRegion(50, '2449')).toBe('luxembourg');
    expect(energyRegion(10, '9000')).toBe('flanders');
    expect(energyRegion(20, '9000')).toBeNull();
  });
});

describe('labelFromValue (tables, upper bounds inclusive)', () => {
  it.each([
    [-1, 'a_plus'],
    [0, 'a'],
    [100, 'a'],
    [100.1, 'b'],
    [200, 'b'],
    [300, 'c'],
    [400, 'd'],
    [500, 'e'],
    [501, 'f'],
  ])('Flanders %d → %s', (value, label) => {
    expect(labelFromValue('flanders', value)).toBe(label);
  });

  it.each([
    [-5, 'a_plus'],
    [0, 'a'],
    [23, 'a'],
    [23.5, 'a_sub'],
    [24, 'a_sub'],
    [45, 'a_sub'],
    [46, 'b_plus'],
    [95, 'b_sub'],
    [113, 'c_plus'],
    [150, 'c_sub'],
    [190, 'd'],
    [223, 'e_plus'],
    [253, 'e'],
    [298, 'f_plus'],
    [322, 'f'],
    [323, 'f_sub'],
    [345, 'f_sub'],
    [346, 'g'],
  ])('Brussels %d → %s', (value, label) => {
    expect(labelFromValue('brussels', value)).toBe(label);
  });

  it.each([
    [-1, 'a_plusplus'],
    [0, 'a_plus'],
    [45, 'a_plus'],
    [46, 'a'],
    [85, 'a'],
    [170, 'b'],
    [255, 'c'],
    [340, 'd'],
    [425, 'e'],
    [510, 'f'],
    [511, 'g'],
  ])('Wallonia %d → %s', (value, label) => {
    expect(labelFromValue('wallonia', value)).toBe(label);
  });

  it('never gives a better label to a higher value', () => {
    for (const region of ['flanders', 'brussels', 'wallonia'] as const) {
      const order = ENERGY_LABELS[region];
      fc.assert(
        fc.property(
          fc.double({ min: -200, max: 1200, noNaN: true }),
          fc.double({ min: 0, max: 300, noNaN: true }),
          (value, step) => {
            expect(order.indexOf(labelFromValue(region, value + step))).toBeGreaterThanOrEqual(
              order.indexOf(labelFromValue(region, value)),
            );
          },
        ),
      );
    }
  });
});

describe('energyLabel', () => {
  it('reads the value through the region of the postcode and gives the image path', () => {
    expect(energyLabel({ countryId: 10, postcode: '9000', value: 150 })).toEqual({
      region: 'flanders',
      label: 'b',
      image: '/images/epc/flanders/b.png',
    });
    expect(energyLabel({ countryId: 10, postcode: '1050', value: 330, written: 'B' })?.label).toBe(
      'f_sub',
    );
  });

  it('falls back to the written label when there is no value', () => {
    expect(energyLabel({ countryId: 10, postcode: '4000', written: 'A++' })?.image).toBe(
      '/images/epc/wallonia/a_plusplus.png',
    );
    expect(energyLabel({ countryId: 10, postcode: '1000', written: 'C-' })?.label).toBe('c_sub');
    expect(energyLabel({ countryId: 10, postcode: '9000', written: 'Z' })).toBeNull();
  });

  it('uses the A–I labels of Luxembourg, from the written label', () => {
    expect(energyLabel({ countryId: 50, postcode: '2449', value: 80, written: 'H' })).toEqual({
      region: 'luxembourg',
      label: 'h',
      image: '/images/epc/luxembourg/h.png',
    });
  });

  it('gives no label to another country', () => {
    expect(energyLabel({ countryId: 30, postcode: '9000', value: 50, written: 'A' })).toBeNull();
  });

  it('reads and writes labels the way people do', () => {
    expect(normalizeWrittenLabel('brussels', ' b+ ')).toBe('b_plus');
    expect(normalizeWrittenLabel('flanders', 'b+')).toBeNull();
    expect(displayLabel('a_plusplus')).toBe('A++');
    expect(displayLabel('e_sub')).toBe('E-');
  });
});
