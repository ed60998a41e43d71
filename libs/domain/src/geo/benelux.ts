/**
 * A generous box around Belgium and Luxembourg (and the Netherlands): a CRM
 * position outside it is a typing error (swapped or zeroed coordinates),
 * never a listing abroad, so it must not put a pin in the sea.
 */
export const BENELUX_BOUNDS = { minLatitude: 49.4, maxLatitude: 51.6, minLongitude: 2.5, maxLongitude: 6.5 } as const;

export function isInBenelux(latitude: number, longitude: number): boolean {
  const box = BENELUX_BOUNDS;
  return (
    latitude >= box.minLatitude &&
    latitude <= box.maxLatitude &&
    longitude >= box.minLongitude &&
    longitude <= box.maxLongitude
  );
}
