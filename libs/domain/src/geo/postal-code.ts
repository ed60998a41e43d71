/**
 * Whether a visitor typed a whole postal code: four digits, as in Belgium and
 * Luxembourg. A whole code names one place, so a search for `4000` must not
 * also list 4001 or 4020 as a prefix or a near spelling would.
 */
export function isCompletePostalCode(text: string): boolean {
  return /^\d{4}$/.test(text.trim());
}
