import { deviceClass, deviceFlags } from './device-class';

describe(deviceClass.name, () => {
  it.each([
    [0, 'mobile'],
    [375, 'mobile'],
    [766, 'mobile'],
    [766.5, 'mobile'],
    [767, 'tablet'],
    [1024, 'tablet'],
    [1279, 'tablet'],
    [1279.9, 'tablet'],
    [1280, 'desktop'],
    [2560, 'desktop'],
  ])('%p px is %s', (width, device) => {
    expect(deviceClass(width)).toBe(device);
  });
});

describe(deviceFlags.name, () => {
  it('sets exactly one flag', () => {
    expect(deviceFlags(500)).toEqual({ isMobile: true, isTablet: false, isDesktop: false });
    expect(deviceFlags(767)).toEqual({ isMobile: false, isTablet: true, isDesktop: false });
    expect(deviceFlags(1280)).toEqual({ isMobile: false, isTablet: false, isDesktop: true });
  });
});
