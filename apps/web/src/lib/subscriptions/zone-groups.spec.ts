import type { CityEntry } from '@immo/domain';
import { zoneGroups } from './zone-groups';

const city = (Name: string, Zip: string, CountryID = 10): CityEntry => ({
  Name,
  Zip,
  CountryID,
  CountryName: CountryID === 10 ? 'Belgique' : 'Luxembourg',
  PropertyCount: 1,
  language: 'fr',
  countSaleProperty: 1,
  countRentProperty: 0,
});

describe(zoneGroups.name, () => {
  it('files each postal area under its region, one entry per postcode naming its communes', () => {
    const groups = zoneGroups([
      city('Liège', '4000'),
      city('Rocourt', '4000'),
      city('Gent', '9000'),
      city('Ixelles', '1050'),
      city('Luxembourg', '1911', 50),
    ]);
    expect(groups.map((group) => group.region)).toEqual(['brussels', 'flanders', 'wallonia', 'luxembourg']);
    expect(groups.find((group) => group.region === 'wallonia')).toEqual({
      region: 'wallonia',
      regionValue: 'region:wallonia',
      places: [{ value: 'city:10:4000', label: '4000 Liège, Rocourt' }],
    });
    expect(groups.find((group) => group.region === 'luxembourg')?.places).toEqual([
      { value: 'city:50:1911', label: 'L-1911 Luxembourg' },
    ]);
  });

  it('keeps a region without listings, and leaves out cities of no known region', () => {
    const groups = zoneGroups([city('Paris', '75001', 20)]);
    expect(groups.map((group) => group.places.length)).toEqual([0, 0, 0, 0]);
  });
});
