import type { CityEntry } from '@immo/domain';
import { townOptions } from './town-options';

const city = (Name: string, Zip: string): CityEntry =>
  ({ Name, Zip, CountryID: 10, CountryName: 'België', PropertyCount: 3, language: 'nl' }) as CityEntry;

describe(townOptions.name, () => {
  const cities = [city('Brussel', '1000'), city('Waver', '1300'), city('Limal', '1300'), city('Elsene', '1050')];

  it('offers one option per postal code, its towns named together, ticked when the search has it', () => {
    expect(
      townOptions(cities, [
        { name: null, zip: '1050' },
        { name: 'Bruxelles', zip: '1000' },
      ]),
    ).toEqual([
      { value: '1000', label: '1000 Brussel', names: ['Brussel'], checked: true },
      { value: '1300', label: '1300 Waver, Limal', names: ['Waver', 'Limal'], checked: false },
      { value: '1050', label: '1050 Elsene', names: ['Elsene'], checked: true },
    ]);
  });

  it('keeps a town of the search that the list lacks, ticked, first', () => {
    const options = townOptions(cities, [
      { name: 'Gent', zip: '9000' },
      { name: null, zip: '4000' },
    ]);
    expect(options.slice(0, 2)).toEqual([
      { value: 'Gent|9000', label: '9000 Gent', names: ['Gent'], checked: true },
      { value: '4000', label: '4000', names: ['4000'], checked: true },
    ]);
    expect(options.filter((option) => option.checked)).toHaveLength(2);
  });
});
