/**
 * The monthly payment of a loan repaid in equal instalments (an annuity).
 * Belgian mortgage offers state a yearly rate and charge its equivalent
 * monthly rate, (1 + yearly)^(1/12) − 1, not a twelfth of it, so a rate
 * typed as on an offer gives the offer's instalment.
 */
export function monthlyPayment(amount: number, yearlyRatePercent: number, years: number): number {
  const months = Math.round(years * 12);
  if (!(amount > 0) || months <= 0) return 0;
  const monthly = Math.pow(1 + yearlyRatePercent / 100, 1 / 12) - 1;
  const payment = monthly === 0 ? amount / months : (amount * monthly) / (1 - Math.pow(1 + monthly, -months));
  return Math.round(payment * 100) / 100;
}
