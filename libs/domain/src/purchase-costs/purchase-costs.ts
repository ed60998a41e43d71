import { monthlyPayment } from './mortgage';
import { notaryFees, type NotaryFees } from './notary-fees';
import { registrationDuty, type RegistrationDuty } from './registration-duty';
import type { CostsQuery } from './costs-query';

/** The calculator's starting point: an illustration, not an offer (docs/decisions.md, "Purchase costs"). */
export const DEFAULT_LOAN_SHARE = 0.8;
export const DEFAULT_YEARLY_RATE = 3;
export const DEFAULT_TERM_YEARS = 25;

export interface PurchaseCostsInput {
  zip: string;
  countryId: number;
  /** The published price, or null when it is on request: then only a price the visitor typed is used. */
  listedPrice: number | null;
  /** Whether a buyer would usually live in it (a home, land): the default of "sole own home". */
  homeByDefault: boolean;
  query: CostsQuery;
  deedDate: string | Date;
}

export interface PurchaseCosts {
  /** The price computed from, or null when there is none (on request and nothing typed). */
  price: number | null;
  ownHome: boolean;
  buyers: number;
  duty: RegistrationDuty | null;
  /** Null in Luxembourg, whose notary's scale is not estimated here. */
  notary: NotaryFees | null;
  /** Price, duty and the notary's estimate. */
  total: number | null;
  loan: { amount: number | null; rate: number; years: number; monthly: number | null; ownFunds: number | null };
}

const roundToThousand = (value: number): number => Math.round(value / 1000) * 1000;

/** Every figure of the purchase-costs section, from the listing and the visitor's choices. */
export function purchaseCosts(input: PurchaseCostsInput): PurchaseCosts {
  const { query } = input;
  const price = query.price ?? input.listedPrice;
  const ownHome = query.ownHome ?? input.homeByDefault;
  const buyers = query.buyers ?? 1;
  const rate = query.rate ?? DEFAULT_YEARLY_RATE;
  const years = query.years ?? DEFAULT_TERM_YEARS;
  const duty =
    price === null
      ? null
      : registrationDuty({
          zip: input.zip,
          price,
          soleOwnHome: ownHome,
          deedDate: input.deedDate,
          countryId: input.countryId,
          buyers,
        });
  const notary = price === null || duty === null || duty.region === 'luxembourg' ? null : notaryFees(price);
  const total = price === null || duty === null ? null : price + duty.amount + (notary?.total ?? 0);
  const amount = query.amount ?? (price === null ? null : roundToThousand(price * DEFAULT_LOAN_SHARE));
  return {
    price,
    ownHome,
    buyers,
    duty,
    notary,
    total: total === null ? null : Math.round(total * 100) / 100,
    loan: {
      amount,
      rate,
      years,
      monthly: amount === null ? null : monthlyPayment(amount, rate, years),
      ownFunds: total === null || amount === null ? null : Math.max(0, Math.round((total - amount) * 100) / 100),
    },
  };
}
