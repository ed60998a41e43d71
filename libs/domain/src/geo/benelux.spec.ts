import { isInBenelux } from './benelux';

describe(isInBenelux.name, () => {
  it('accepts Ixelles, Ostend, Arlon and Luxembourg city', () => {
    expect(isInBenelux(50.8275, 4.3629)).toBe(true);
    expect(isInBenelux(51.2154, 2.927)).toBe(true);
    expect(isInBenelux(49.6833, 5.8167)).toBe(true);
    expect(isInBenelux(49.6116, 6.1319)).toBe(true);
  });

  it('refuses swapped coordinates and a point in the North Sea', () => {
    expect(isInBenelux(4.3629, 50.8275)).toBe(false);
    expect(isInBenelux(51.8, 2.3)).toBe(false);
  });
});
