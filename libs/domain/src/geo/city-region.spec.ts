import { COUNTRY_BELGIUM, COUNTRY_LUXEMBOURG } from './countries';
import { cityRegion } from './city-region';

describe(cityRegion.name, () => {
  it('files Belgian cities under the region of their postal code', () => {
    expect(cityRegion('1050', COUNTRY_BELGIUM)).toBe('brussels');
    expect(cityRegion('4000', COUNTRY_BELGIUM)).toBe('wallonia');
    expect(cityRegion('9000', COUNTRY_BELGIUM)).toBe('flanders');
  });

  it('files every Luxembourg city under Luxembourg, whatever its code', () => {
    expect(cityRegion('1212', COUNTRY_LUXEMBOURG)).toBe('luxembourg');
    expect(cityRegion('9999', COUNTRY_LUXEMBOURG)).toBe('luxembourg');
  });

  it('does not guess for another country or a Belgian code out of range', () => {
    expect(cityRegion('75001', 20)).toBeNull();
    expect(cityRegion('0999', COUNTRY_BELGIUM)).toBeNull();
  });
});
