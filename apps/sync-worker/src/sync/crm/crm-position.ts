import { isInBenelux } from '@immo/domain';

/**
 * GoogleY is the latitude, GoogleX the longitude; the CRM writes 0 for
 * 'unknown'. 0, 0 or a point outside the Benelux is cleared (the record
 * still imports, without a map pin) and reported in `notes` as a warning.
 */
export function crmPosition(latitude: number | null, longitude: number | null, notes: string[]) {
  if (latitude === null || longitude === null) return { latitude: null, longitude: null };
  if (latitude === 0 && longitude === 0) {
    // The docs promise the warning: 0, 0 is also what a CRM user's slip looks like.
    notes.push('coordinates 0, 0 (GoogleY, GoogleX) are no position: cleared');
    return { latitude: null, longitude: null };
  }
  if (isInBenelux(latitude, longitude)) return { latitude, longitude };
  notes.push(`coordinates ${latitude}, ${longitude} (GoogleY, GoogleX) are outside the Benelux: cleared`);
  return { latitude: null, longitude: null };
}
