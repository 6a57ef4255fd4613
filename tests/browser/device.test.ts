import { describe, expect, it } from 'vitest';
import { deviceClassFromWidth, deviceFlagsFromWidth } from '@/lib/browser/device';

describe('deviceClassFromWidth', () => {
  it.each([
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [960, 'tablet'],
    [961, 'desktop'],
    [1280, 'desktop'],
  ] as const)('classes %i px as %s', (width, expected) => {
    expect(deviceClassFromWidth(width)).toBe(expected);
  });

  it('sets exactly one of the three flags', () => {
    for (const width of [0, 500, 767, 768, 900, 960, 961, 2000]) {
      const flags = deviceFlagsFromWidth(width);
      expect([flags.isMobile, flags.isTablet, flags.isDesktop].filter(Boolean)).toHaveLength(1);
    }
  });
});
