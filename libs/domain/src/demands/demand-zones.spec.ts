import { formatZone, isInZone, parseZone } from './demand-zones';

const liege = { zip: '4000', countryId: 10, city: 'Liège' };

describe(parseZone.name, () => {
  it('reads back what formatZone wrote', () => {
    for (const zone of [
      { kind: 'region', region: 'wallonia' },
      { kind: 'city', countryId: 10, zip: '4000', name: 'Liège' },
      { kind: 'city', countryId: 50, zip: '1911', name: 'Luxembourg: Centre' },
    ] as const) {
      expect(parseZone(formatZone(zone))).toEqual(zone);
    }
  });

  it('refuses unknown regions and malformed communes', () => {
    expect(parseZone('region:paris')).toBeNull();
    expect(parseZone('12-Liège')).toBeNull();
    expect(parseZone('city:10:40:Liège')).toBeNull();
    expect(parseZone('city:10:4000: ')).toBeNull();
  });
});

describe(isInZone.name, () => {
  it('places a listing in its region by postal code', () => {
    expect(isInZone({ kind: 'region', region: 'wallonia' }, liege)).toBe(true);
    expect(isInZone({ kind: 'region', region: 'flanders' }, liege)).toBe(false);
    expect(isInZone({ kind: 'region', region: 'luxembourg' }, { zip: '1911', countryId: 50, city: 'Luxembourg' })).toBe(true);
  });

  it('matches a commune by code, country and name, whatever the accents and case', () => {
    expect(isInZone({ kind: 'city', countryId: 10, zip: '4000', name: 'LIEGE' }, liege)).toBe(true);
    expect(isInZone({ kind: 'city', countryId: 10, zip: '4000', name: 'Rocourt' }, liege)).toBe(false);
    expect(isInZone({ kind: 'city', countryId: 50, zip: '4000', name: 'Liège' }, liege)).toBe(false);
  });
});
