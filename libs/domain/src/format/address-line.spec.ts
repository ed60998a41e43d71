import { formatAddressLine } from './address-line';

describe(formatAddressLine.name, () => {
  it('writes street, number, box, postcode and city on one line', () => {
    expect(formatAddressLine({ street: 'Kerkstraat', number: '12', box: '3', zip: '9000', city: 'Gent' }, 'nl')).toBe('Kerkstraat 12 bus 3, 9000 Gent');
  });

  it.each([
    ['fr', 'Rue Neuve 12 bte 3, 1000 Bruxelles'],
    ['de', 'Rue Neuve 12 Bfk. 3, 1000 Bruxelles'],
    ['en', 'Rue Neuve 12 box 3, 1000 Bruxelles'],
  ] as const)('words the box as bpost does in %s', (locale, line) => {
    expect(formatAddressLine({ street: 'Rue Neuve', number: '12', box: '3', zip: '1000', city: 'Bruxelles' }, locale)).toBe(line);
  });

  it('keeps a box the CRM already worded', () => {
    expect(formatAddressLine({ street: 'Kerkstraat', number: '12', box: 'bus 3', zip: '9000', city: 'Gent' }, 'fr')).toBe('Kerkstraat 12 bus 3, 9000 Gent');
  });

  it('leaves out what is missing, with its comma', () => {
    expect(formatAddressLine({ street: 'Kerkstraat', number: '12', zip: '9000', city: 'Gent' }, 'nl')).toBe('Kerkstraat 12, 9000 Gent');
    expect(formatAddressLine({ street: null, number: '12', box: '3', zip: '9000', city: 'Gent' }, 'nl')).toBe('9000 Gent');
    expect(formatAddressLine({ street: ' Kerkstraat ', number: ' 12 ' }, 'nl')).toBe('Kerkstraat 12');
    expect(formatAddressLine({}, 'nl')).toBe('');
  });
});
