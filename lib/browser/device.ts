export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** Widths: mobile up to 767 px, tablet 768–960 px, desktop above 960 px. */
export const MOBILE_MAX_WIDTH = 767;
export const TABLET_MAX_WIDTH = 960;

export function deviceClassFromWidth(width: number): DeviceClass {
  if (width <= MOBILE_MAX_WIDTH) return 'mobile';
  if (width <= TABLET_MAX_WIDTH) return 'tablet';
  return 'desktop';
}

export type DeviceFlags = { isMobile: boolean; isTablet: boolean; isDesktop: boolean };

export function deviceFlagsFromWidth(width: number): DeviceFlags {
  const deviceClass = deviceClassFromWidth(width);
  return {
    isMobile: deviceClass === 'mobile',
    isTablet: deviceClass === 'tablet',
    isDesktop: deviceClass === 'desktop',
  };
}
