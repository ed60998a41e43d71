import { formatZone, isInZone, parseZone } from './demand-zones';

const liege = { zip: '4000', countryId: 10, city: 'Liège' };

describe(parseZone.name, () => {
  it('reads back what formatZone wrote', () => {
    for (const zone of [
      { kind: 'region', region: 'wallonia' },
      { kind: 'city', countryId: 10, zip: '4000' },
      { kind: 'city', countryId: 50, zip: '1911' },
    ] as const) {
      expect(parseZone(formatZone(zone))).toEqual(zone);
    }
  });

  it('refuses unknown regions and malformed communes', () => {
    expect(parseZone('region:paris')).toBeNull();
    expect(parseZone('12-Liège')).toBeNull();
    expect(parseZone('city:10:40')).toBeNull();
    expect(parseZone('city:10:4000:Liège')).toBeNull();
  });
});

describe(isInZone.name, () => {
  it('places a listing in its region by postal code', () => {
    expect(isInZone({ kind: 'region', region: 'wallonia' }, liege)).toBe(true);
    expect(isInZone({ kind: 'region', region: 'flanders' }, liege)).toBe(false);
    expect(isInZone({ kind: 'region', region: 'luxembourg' }, { zip: '1911', countryId: 50, city: 'Luxembourg' })).toBe(
      true,
    );
  });

  it('matches a postal area by code and country, whatever the name is written in', () => {
    expect(isInZone({ kind: 'city', countryId: 10, zip: '4000' }, liege)).toBe(true);
    expect(isInZone({ kind: 'city', countryId: 10, zip: '4000' }, { ...liege, city: 'Luik' })).toBe(true);
    expect(isInZone({ kind: 'city', countryId: 10, zip: '4020' }, liege)).toBe(false);
    expect(isInZone({ kind: 'city', countryId: 50, zip: '4000' }, liege)).toBe(false);
    expect(
      isInZone({ kind: 'city', countryId: 50, zip: '1911' }, { zip: 'L-1911', countryId: 50, city: 'Luxembourg' }),
    ).toBe(true);
  });
});
