import type { PropertyDetailDto } from '@immo/domain';
import {
  agencyJsonLd,
  breadcrumbJsonLd,
  listingJsonLd,
  placeType,
  serializeJsonLd,
  type ListingInput,
} from './json-ld';

const SITE = 'https://immo.example.be';
const URL_FR = `${SITE}/fr/a-vendre/liege/maison/12/`;

function listing(overrides: Partial<ListingInput> = {}): ListingInput {
  const base: Pick<PropertyDetailDto, keyof ListingInput> = {
    goal: 'sale',
    title: 'Maison 3 chambres',
    description: 'Belle  maison\nlumineuse',
    mainTypeName: 'Maison',
    city: 'Liège',
    zip: '4000',
    countryName: 'Belgique',
    price: 325000,
    publishPrice: true,
    priceUnit: null,
    marquee: 0,
    marqueeName: null,
    publishAddress: true,
    street: 'Rue Neuve',
    houseNumber: '5',
    boxNr: null,
    bedrooms: 3,
    surface: 140,
    pictures: [{ url: '/sample-photos/house-1.svg', width: 800, height: 600 }],
    picture: null,
  };
  return { ...base, ...overrides };
}

const context = { url: URL_FR, siteUrl: SITE, marqueeIgnoreList: [] };

describe(serializeJsonLd.name, () => {
  it('escapes characters that could end the script element, and parses back to the same data', () => {
    const data = { '@type': 'Thing', name: '</script><script>alert(1)</script> & \u2028' };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(data);
  });
});

describe(agencyJsonLd.name, () => {
  it('describes the agency serving Belgium and Luxembourg, leaving out empty address fields', () => {
    expect(
      agencyJsonLd({
        name: 'Immo',
        url: `${SITE}/fr/`,
        telephone: '0475123456',
        address: { streetAddress: '', postalCode: '', addressLocality: '', addressCountry: 'BE' },
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      name: 'Immo',
      url: `${SITE}/fr/`,
      telephone: '0475123456',
      address: { '@type': 'PostalAddress', addressCountry: 'BE' },
      areaServed: [
        { '@type': 'Country', name: 'Belgium' },
        { '@type': 'Country', name: 'Luxembourg' },
      ],
    });
  });

  it('has no address at all when none is configured', () => {
    expect(agencyJsonLd({ name: 'Immo', url: SITE, telephone: '1', address: {} })).not.toHaveProperty('address');
  });
});

describe(breadcrumbJsonLd.name, () => {
  it('numbers the items from 1 in order', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Accueil', url: `${SITE}/fr/` },
        { name: 'À vendre', url: `${SITE}/fr/a-vendre/` },
        { name: 'Maison', url: URL_FR },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${SITE}/fr/` },
        { '@type': 'ListItem', position: 2, name: 'À vendre', item: `${SITE}/fr/a-vendre/` },
        { '@type': 'ListItem', position: 3, name: 'Maison', item: URL_FR },
      ],
    });
  });
});

describe(placeType.name, () => {
  it.each([
    ['Appartement', 'Apartment'],
    ['Penthouse', 'Apartment'],
    ['Maison', 'SingleFamilyResidence'],
    ['Villa', 'SingleFamilyResidence'],
    ['Huis', 'SingleFamilyResidence'],
    ['Terrain', 'Place'],
    ['Bureau', 'Place'],
    ['Garage', 'Place'],
    ['Commerce', 'Place'],
    ['Immeuble de rapport', 'Residence'],
    ['', 'Residence'],
  ] as const)('%s is %s', (name, type) => {
    expect(placeType(name)).toBe(type);
  });
});

describe(listingJsonLd.name, () => {
  it('describes a published sale: address, price in EUR, absolute images, the place type', () => {
    const data = listingJsonLd(listing(), context);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: 'Maison 3 chambres',
      url: URL_FR,
      description: 'Belle maison lumineuse',
      image: [`${SITE}/sample-photos/house-1.svg`],
      about: {
        '@type': 'SingleFamilyResidence',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Rue Neuve 5',
          postalCode: '4000',
          addressLocality: 'Liège',
          addressCountry: 'Belgique',
        },
        numberOfBedrooms: 3,
        floorSize: { '@type': 'QuantitativeValue', value: 140, unitCode: 'MTK' },
      },
      offers: {
        '@type': 'Offer',
        price: 325000,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        businessFunction: 'http://purl.org/goodrelations/v1#Sell',
      },
    });
  });

  it('leaves out the street when the address is not published', () => {
    const data = listingJsonLd(listing({ publishAddress: false }), context);
    expect(data.about).toMatchObject({ address: { postalCode: '4000', addressLocality: 'Liège' } });
    expect(JSON.stringify(data)).not.toContain('Rue Neuve');
  });

  it('claims no price when it is on request or replaced by the marquee name', () => {
    for (const overrides of [
      { publishPrice: false },
      { price: null },
      { marquee: 9, marqueeName: 'Option' },
    ] satisfies Partial<ListingInput>[]) {
      const data = listingJsonLd(listing(overrides), { ...context, marqueeIgnoreList: [9] });
      expect(data.offers).not.toHaveProperty('price');
      expect(data.offers).not.toHaveProperty('priceCurrency');
      expect(data.offers).not.toHaveProperty('priceSpecification');
    }
  });

  it("gives a 'starting from' price as a minimum", () => {
    const data = listingJsonLd(listing({ priceUnit: 7 }), context);
    expect(data.offers).toMatchObject({
      priceSpecification: { '@type': 'PriceSpecification', minPrice: 325000, priceCurrency: 'EUR' },
    });
    expect(data.offers).not.toHaveProperty('price');
  });

  it('marks sold and rented properties as no longer available, and a rental as a lease', () => {
    const sold = listingJsonLd(listing({ marquee: 3 }), context);
    expect(sold.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
    const rented = listingJsonLd(listing({ goal: 'rent', marquee: 4, mainTypeName: 'Appartement' }), context);
    expect(rented.offers).toMatchObject({
      availability: 'https://schema.org/SoldOut',
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
    });
    expect(rented.about).toMatchObject({ '@type': 'Apartment' });
  });

  it('falls back to the main picture and leaves out what is missing', () => {
    const data = listingJsonLd(
      listing({
        pictures: [],
        picture: { url: 'https://cdn.example/p.jpg', width: 1, height: 1 },
        description: ' ',
        bedrooms: null,
        surface: 0,
      }),
      context,
    );
    expect(data.image).toEqual(['https://cdn.example/p.jpg']);
    expect(data).not.toHaveProperty('description');
    expect(data.about).not.toHaveProperty('numberOfBedrooms');
    expect(data.about).not.toHaveProperty('floorSize');
    const bare = listingJsonLd(listing({ pictures: [], picture: null }), context);
    expect(bare).not.toHaveProperty('image');
  });
});
