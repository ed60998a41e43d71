export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** Viewport widths (px) where each class starts (spec §4). */
export const DEVICE_BREAKPOINTS = {
  tablet: 767,
  desktop: 1280,
} as const;

export function deviceClass(width: number): DeviceClass {
  if (width < DEVICE_BREAKPOINTS.tablet) return 'mobile';
  if (width < DEVICE_BREAKPOINTS.desktop) return 'tablet';
  return 'desktop';
}

/** The settings slice's device booleans for a viewport width. */
export function deviceFlags(width: number): { isMobile: boolean; isTablet: boolean; isDesktop: boolean } {
  const device = deviceClass(width);
  return { isMobile: device === 'mobile', isTablet: device === 'tablet', isDesktop: device === 'desktop' };
}
