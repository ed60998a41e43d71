// The rent appointment confirmation's terms (spec §9): what a candidate
// tenant must earn, how many may live there, and what they pay before
// moving in. The agency sets the rules in its site configuration; the
// amounts follow from the property's rent.

/** The agency's rules, from site configuration. */
export interface RentTermsSettings {
  /** The net monthly income asked, as a multiple of the monthly rent (3 = three times the rent). */
  minimumIncomeRentMultiple: number | null;
  maximumPersons: number | null;
  /** The tenant's share of the inventory of fixtures' cost, in euros. */
  inventoryShare: number | null;
  /** The rental deposit in months of rent (3 in Belgium's usual lease). */
  depositMonths: number;
}

export interface RentTerms {
  minimumIncome: number | null;
  maximumPersons: number | null;
  depositMonths: number;
  deposit: number | null;
  /** First month's rent + charges + inventory share + deposit; null while the rent is unknown. */
  firstPayment: number | null;
}

const euros = (amount: number): number => Math.round(amount * 100) / 100;

/** The terms for one property, its monthly rent and charges known or not (price on request). */
export function rentTerms(
  settings: RentTermsSettings,
  monthlyRent: number | null,
  monthlyCharges: number | null,
): RentTerms {
  const rent = monthlyRent !== null && monthlyRent > 0 ? monthlyRent : null;
  const deposit = rent === null ? null : euros(rent * settings.depositMonths);
  return {
    minimumIncome:
      rent === null || settings.minimumIncomeRentMultiple === null
        ? null
        : euros(rent * settings.minimumIncomeRentMultiple),
    maximumPersons: settings.maximumPersons,
    depositMonths: settings.depositMonths,
    deposit,
    firstPayment:
      rent === null || deposit === null
        ? null
        : euros(rent + (monthlyCharges ?? 0) + (settings.inventoryShare ?? 0) + deposit),
  };
}
