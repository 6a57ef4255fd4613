import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatArea, inArea, normaliseArea } from '@/lib/map/area';

describe('an area of the map', () => {
  it('is rounded outwards to four decimals, so it never loses what the visitor saw', () => {
    expect(normaliseArea([4.30129, 50.80119, 4.45201, 50.90001])).toEqual([
      4.3012, 50.8011, 4.4521, 50.9001,
    ]);
    // a value on the grid stays, though floating point puts 1.005 × 10⁴ a hair below it
    expect(normaliseArea([1.005, 50, 1.0051, 51])).toEqual([1.005, 50, 1.0051, 51]);
  });

  it('is the same area after a round trip through its URL form, for any area', () => {
    const degrees = (limit: number) => fc.double({ min: -limit, max: limit, noNaN: true });
    fc.assert(
      fc.property(degrees(180), degrees(90), degrees(180), degrees(90), (a, b, c, d) => {
        const area = normaliseArea([
          Math.min(a, c),
          Math.min(b, d),
          Math.max(a, c),
          Math.max(b, d),
        ]);
        if (!area) return;
        const again = normaliseArea(formatArea(area).split(',').map(Number));
        expect(again).toEqual(area);
        expect(formatArea(again!)).toBe(formatArea(area));
      }),
      { numRuns: 500 },
    );
  });

  it('is no area when it is empty, reversed or not made of four finite numbers', () => {
    expect(normaliseArea([4, 50, 4, 51])).toBeNull();
    expect(normaliseArea([5, 50, 4, 51])).toBeNull();
    expect(normaliseArea([4, 51, 5, 50])).toBeNull();
    expect(normaliseArea([4, 50, 5])).toBeNull();
    expect(normaliseArea([4, 50, 5, Number.NaN])).toBeNull();
    expect(normaliseArea([4, 50, Number.POSITIVE_INFINITY, 51])).toBeNull();
    expect(normaliseArea([-500, -100, 500, 100])).toEqual([-180, -90, 180, 90]);
  });

  it('holds the positions inside it and on its edges', () => {
    const area = normaliseArea([4, 50, 5, 51])!;
    expect(inArea(area, 50.5, 4.5)).toBe(true);
    expect(inArea(area, 50, 4)).toBe(true);
    expect(inArea(area, 51, 5)).toBe(true);
    expect(inArea(area, 51.0001, 4.5)).toBe(false);
    expect(inArea(area, 50.5, 3.9999)).toBe(false);
  });
});
