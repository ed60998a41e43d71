import { notaryFees, notaryHonorarium } from './notary-fees';

describe(notaryFees.name, () => {
  it("follows the sale scale's brackets (€ 2,448.66 of honorarium at € 250,000)", () => {
    expect(notaryHonorarium(7_500)).toBe(342);
    expect(notaryHonorarium(17_500)).toBe(342 + 285);
    expect(notaryHonorarium(250_000)).toBe(2_448.66);
    // Above € 250,095 each euro adds 0.057 %.
    expect(notaryHonorarium(1_250_095) - notaryHonorarium(250_095)).toBeCloseTo(570, 2);
  });

  it('adds the administrative fee, VAT on both and the searches', () => {
    const fees = notaryFees(250_000);
    expect(fees.vat).toBe(Math.round((2_448.66 + 750) * 0.21 * 100) / 100);
    expect(fees.total).toBe(Math.round((2_448.66 + 750 + fees.vat + 700) * 100) / 100);
  });
});
