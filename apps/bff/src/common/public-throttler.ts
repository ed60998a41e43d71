/** The one named throttler of the BFF (per client and endpoint, per minute); @SkipThrottle must name it. */
export const PUBLIC_THROTTLER = 'public';
