import { mailPhoto, mailPlace, type PropertyMailFactsRow, propertyMailFactsOf } from './property-mail-facts';

const row: PropertyMailFactsRow = {
  street: 'Rue du Bailli',
  house_number: '12',
  box_nr: null,
  zip: '1050',
  city: 'Ixelles',
  publish_address: true,
  latitude: 50.8275,
  longitude: 4.3629,
  price: 395000,
  publish_price: true,
  price_unit: 0,
  marquee: 0,
  picture_url: 'https://photos.crm.example/1.jpg',
  city_names: { fr: 'Ixelles', nl: 'Elsene', en: 'Ixelles', de: 'Ixelles' },
  marquee_ignore_list: [5],
};

describe(propertyMailFactsOf.name, () => {
  it('keeps the price visitors may see', () => {
    expect(propertyMailFactsOf(row).publishedPrice).toBe(395000);
  });

  it('never passes on a price on request, nor one an ignore-listed marquee stands in for', () => {
    expect(propertyMailFactsOf({ ...row, publish_price: false }).publishedPrice).toBeNull();
    expect(propertyMailFactsOf({ ...row, marquee: 5 }).publishedPrice).toBeNull();
  });
});

describe(mailPlace.name, () => {
  it("writes the address on one line with the commune in the reader's language, and its coordinates", () => {
    const facts = propertyMailFactsOf(row);
    expect(mailPlace(facts, 'nl', true)).toEqual({
      address: 'Rue du Bailli 12, 1050 Elsene',
      geo: { lat: 50.8275, lon: 4.3629 },
    });
    expect(mailPlace(facts, 'fr', true).address).toBe('Rue du Bailli 12, 1050 Ixelles');
  });

  it("falls back on the CRM's city when the city list lacks it", () => {
    expect(mailPlace(propertyMailFactsOf({ ...row, city_names: null }), 'nl', true).address).toBe(
      'Rue du Bailli 12, 1050 Ixelles',
    );
  });

  it('gives a private address only as postcode and city, without coordinates, unless told to give it whole', () => {
    const facts = propertyMailFactsOf({ ...row, publish_address: false });
    expect(mailPlace(facts, 'nl', false)).toEqual({ address: '1050 Elsene' });
    expect(mailPlace(facts, 'nl', true).address).toBe('Rue du Bailli 12, 1050 Elsene');
  });
});

describe(mailPhoto.name, () => {
  it('makes a site path absolute and keeps only http(s) photos', () => {
    const facts = propertyMailFactsOf(row);
    expect(mailPhoto(facts, 'https://www.immo.test')).toBe('https://photos.crm.example/1.jpg');
    expect(mailPhoto({ ...facts, pictureUrl: '/sample-photos/a.svg' }, 'https://www.immo.test')).toBe(
      'https://www.immo.test/sample-photos/a.svg',
    );
    expect(mailPhoto({ ...facts, pictureUrl: 'data:image/png;base64,AAAA' }, 'https://www.immo.test')).toBeUndefined();
    expect(mailPhoto({ ...facts, pictureUrl: null }, 'https://www.immo.test')).toBeUndefined();
  });
});
