import { commune } from './communes';
import { cityName } from './property-texts';

describe(cityName.name, () => {
  it('gives the English name where English has one, as the site’s English copy does', () => {
    expect(cityName(commune('1000'), 'en')).toBe('Brussels');
    expect(cityName(commune('9000'), 'en')).toBe('Ghent');
    expect(cityName(commune('1000'), 'fr')).toBe('Bruxelles');
    expect(cityName(commune('1000'), 'nl')).toBe('Brussel');
  });

  it('keeps the official name elsewhere', () => {
    expect(cityName(commune('1050'), 'en')).toBe('Ixelles');
    expect(cityName(commune('3000'), 'en')).toBe('Leuven');
  });
});
