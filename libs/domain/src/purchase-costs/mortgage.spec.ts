import { monthlyPayment } from './mortgage';

describe(monthlyPayment.name, () => {
  it('repays the loan exactly at the equivalent monthly rate', () => {
    const payment = monthlyPayment(200_000, 3, 25);
    const monthly = Math.pow(1.03, 1 / 12) - 1;
    let balance = 200_000;
    for (let month = 0; month < 300; month++) balance = balance * (1 + monthly) - payment;
    expect(Math.abs(balance)).toBeLessThan(2);
    // A twelfth of 3 % would charge more: the offer's instalment is lower.
    expect(payment).toBeLessThan((200_000 * 0.0025) / (1 - Math.pow(1.0025, -300)));
    expect(payment).toBe(944.22);
  });

  it('costs more each month over a shorter term and at a higher rate', () => {
    expect(monthlyPayment(200_000, 3, 20)).toBeGreaterThan(monthlyPayment(200_000, 3, 25));
    expect(monthlyPayment(200_000, 4, 25)).toBeGreaterThan(monthlyPayment(200_000, 3, 25));
  });

  it('divides the loan evenly at 0 % and is nothing without a loan', () => {
    expect(monthlyPayment(120_000, 0, 10)).toBe(1_000);
    expect(monthlyPayment(0, 3, 25)).toBe(0);
  });
});
