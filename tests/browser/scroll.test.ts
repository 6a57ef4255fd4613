import { describe, expect, it } from 'vitest';
import { easeInOutCubic, scrollPositionAt } from '@/lib/browser/scroll';

describe('scroll to top easing', () => {
  it('starts at the start position and ends at the top after the duration', () => {
    expect(scrollPositionAt(2000, 0, 500)).toBe(2000);
    expect(scrollPositionAt(2000, 500, 500)).toBe(0);
    expect(scrollPositionAt(2000, 800, 500)).toBe(0);
  });

  it('is halfway at half the duration and moves monotonically up', () => {
    expect(scrollPositionAt(2000, 250, 500)).toBe(1000);
    let previous = Infinity;
    for (let elapsed = 0; elapsed <= 500; elapsed += 25) {
      const position = scrollPositionAt(2000, elapsed, 500);
      expect(position).toBeLessThanOrEqual(previous);
      previous = position;
    }
  });

  it('clamps progress outside 0..1', () => {
    expect(easeInOutCubic(-1)).toBe(0);
    expect(easeInOutCubic(2)).toBe(1);
  });

  it('jumps to the top when there is no duration', () => {
    expect(scrollPositionAt(800, 0, 0)).toBe(0);
  });
});
