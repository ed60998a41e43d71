import { cityRecord } from '../../../test/support/reference/reference-records';
import { cityKey, mapCrmCity } from './map-crm-city';

describe(mapCrmCity.name, () => {
  it('files a Belgian city under the region of its postal code, with its names', () => {
    expect(mapCrmCity(cityRecord('4000', 'Liège', 'Luik'))).toEqual({
      ok: true,
      notes: [],
      row: {
        zip: '4000',
        country_id: 10,
        name: 'Liège',
        names: { nl: 'Luik', fr: 'Liège' },
        country_name: 'Belgique',
        region: 'wallonia',
      },
    });
  });

  it('reads a Luxembourg postcode without its L- prefix and files it under Luxembourg', () => {
    const result = mapCrmCity(
      cityRecord('L-1212', 'Luxembourg', 'Luxemburg', { CountryID: 50, CountryName: 'Luxembourg' }),
    );
    expect(result.ok && result.row).toMatchObject({ zip: '1212', country_id: 50, region: 'luxembourg' });
  });

  it('keys communes sharing a postal code apart', () => {
    const ixelles = mapCrmCity(cityRecord('1050', 'Ixelles', 'Elsene'));
    const brussels = mapCrmCity(cityRecord('1050', 'Bruxelles', 'Brussel'));
    expect(ixelles.ok && brussels.ok && cityKey(ixelles.row) !== cityKey(brussels.row)).toBe(true);
  });

  it('rejects a city in no region the site serves, naming it', () => {
    expect(mapCrmCity(cityRecord('75001', 'Paris', 'Parijs', { CountryID: 20 }))).toEqual({
      ok: false,
      rejection: { id: 'Paris 75001', reason: 'GetCityList: Zip 75001 in country 20 is in no region the site serves' },
    });
  });
});
