import { rentTerms } from './rent-terms';

const settings = { minimumIncomeRentMultiple: 3, maximumPersons: 4, inventoryShare: 150, depositMonths: 3 };

describe(rentTerms.name, () => {
  it('adds the first month’s rent and charges, the inventory share and three months’ deposit', () => {
    expect(rentTerms(settings, 950, 80)).toEqual({
      minimumIncome: 2850,
      maximumPersons: 4,
      depositMonths: 3,
      deposit: 2850,
      firstPayment: 950 + 80 + 150 + 2850,
    });
  });

  it('counts no charges when the property names none', () => {
    expect(rentTerms(settings, 1000, null).firstPayment).toBe(1000 + 150 + 3000);
  });

  it('leaves the amounts out while the rent is on request, and the income rule when the agency sets none', () => {
    expect(rentTerms(settings, null, 80)).toMatchObject({
      minimumIncome: null,
      deposit: null,
      firstPayment: null,
      maximumPersons: 4,
    });
    expect(rentTerms({ ...settings, minimumIncomeRentMultiple: null }, 900, 0).minimumIncome).toBeNull();
  });
});
