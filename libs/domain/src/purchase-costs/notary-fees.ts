/**
 * What the buyer pays the notary for a Belgian sale deed, besides the duty:
 * an estimate, never the notary's statement (the page says so).
 *
 * - The honorarium: the sliding scale for sales (scale J of the annex to the
 *   royal decree of 16 December 1950 on notaries' fees, as amended by the
 *   royal decree of 22 November 2022), by brackets of the price. Since
 *   1 January 2023 a buyer's sole own home may pay less (scale Jbis); that
 *   reduction is not deducted, so the estimate errs high.
 * - The notary's fixed administrative fee for a purchase deed (€ 750 since
 *   1 January 2023), and VAT at 21 % on both.
 * - Searches and formalities (cadastre, mortgage office, town planning,
 *   soil certificate…) and the writing duty, as one flat amount: they vary
 *   by municipality and file.
 * Not included: the mortgage deed's own costs and duty, nor the seller's.
 */
export const NOTARY_SALE_SCALE: ReadonlyArray<{ upTo: number; rate: number }> = [
  { upTo: 7_500, rate: 0.0456 },
  { upTo: 17_500, rate: 0.0285 },
  { upTo: 30_000, rate: 0.0228 },
  { upTo: 45_495, rate: 0.0171 },
  { upTo: 64_095, rate: 0.0114 },
  { upTo: 250_095, rate: 0.0057 },
  { upTo: Number.POSITIVE_INFINITY, rate: 0.00057 },
];
export const NOTARY_ADMINISTRATIVE_FEE = 750;
export const NOTARY_VAT_RATE = 0.21;
/** Searches, formalities and the € 100 writing duty: an estimate. */
export const NOTARY_DISBURSEMENTS = 700;

export interface NotaryFees {
  honorarium: number;
  administrativeFee: number;
  vat: number;
  disbursements: number;
  /** Everything above, rounded to the cent. */
  total: number;
}

const cents = (value: number): number => Math.round(value * 100) / 100;

/** The honorarium of the sale scale for `price`, bracket by bracket. */
export function notaryHonorarium(price: number): number {
  let rest = Math.max(0, price);
  let from = 0;
  let fee = 0;
  for (const { upTo, rate } of NOTARY_SALE_SCALE) {
    const slice = Math.min(rest, upTo - from);
    fee += slice * rate;
    rest -= slice;
    from = upTo;
    if (rest <= 0) break;
  }
  return cents(fee);
}

/** The estimated notary's fees and costs of a Belgian purchase deed at `price`. */
export function notaryFees(price: number): NotaryFees {
  const honorarium = notaryHonorarium(price);
  const vat = cents((honorarium + NOTARY_ADMINISTRATIVE_FEE) * NOTARY_VAT_RATE);
  return {
    honorarium,
    administrativeFee: NOTARY_ADMINISTRATIVE_FEE,
    vat,
    disbursements: NOTARY_DISBURSEMENTS,
    total: cents(honorarium + NOTARY_ADMINISTRATIVE_FEE + vat + NOTARY_DISBURSEMENTS),
  };
}
