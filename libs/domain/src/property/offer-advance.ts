/** Share of the offered price the buyer pays as an advance to the broker's third-party account. */
export const OFFER_ADVANCE_RATE = 0.1;

/** The advance for an offer, rounded to the cent. */
export function offerAdvance(amount: number): number {
  return Math.round(amount * OFFER_ADVANCE_RATE * 100) / 100;
}
