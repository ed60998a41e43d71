import type { PropertyDetailDto, PropertyDetailFields } from '@immo/domain';
import { getMessages } from '@immo/i18n';
import { brochureContent, type BrochureInput, type BrochureWords } from './brochure-content';

const nl = getMessages('nl');
const b = nl.Brochure;
const words: BrochureWords = {
  documentTitle: b.documentTitle,
  reference: b.reference,
  price: b.price,
  livingArea: b.livingArea,
  plotArea: b.plotArea,
  bedrooms: b.bedrooms,
  bathrooms: b.bathrooms,
  constructionYear: b.constructionYear,
  energyLabel: b.energyLabel,
  energyValue: b.energyValue,
  keyFacts: b.keyFacts,
  description: b.description,
  contact: b.contact,
  scanToView: b.scanToView,
  madeOn: b.madeOn,
  squareMeters: nl.Units.squareMeters,
  energyPerYear: nl.Units.energy,
  box: 'bus',
  region: {
    flanders: 'Vlaanderen',
    brussels: 'Brussels Hoofdstedelijk Gewest',
    wallonia: 'Wallonië',
    luxembourg: 'Luxemburg',
  },
  priceTexts: {
    marquee: {
      new: 'Nieuw',
      option: 'In optie',
      sold: 'Verkocht',
      rented: 'Verhuurd',
      saleAgreed: 'Compromis getekend',
    },
    priceOnRequest: nl.PropertyCard.priceOnRequest,
    startingFrom: 'Vanaf {price}',
    amountPer: { month: '{price} / maand', year: '{price} / jaar', week: '{price} / week', day: '{price} / dag' },
    startingFromPer: {
      month: 'Vanaf {price} / maand',
      year: 'Vanaf {price} / jaar',
      week: 'Vanaf {price} / week',
      day: 'Vanaf {price} / dag',
    },
  },
};

// Only the fields a brochure reads; the rest of the CRM's record does not matter here.
const fields = {
  livingSurface: 142,
  groundSurface: 0,
  bedrooms: 3,
  bathrooms: 2,
  constructionYear: 1932,
  energyPerformance: 180,
} as Partial<PropertyDetailFields> as PropertyDetailFields;

// The fields a brochure reads; the DTO's others are left out (and may grow without this spec knowing).
const detail: Partial<PropertyDetailDto> = {
  id: 4101,
  goal: 'sale',
  reference: 'V-2025-014',
  title: 'Lichtrijk appartement',
  mainTypeName: 'Appartement',
  city: 'Elsene',
  zip: '1050',
  countryId: 10,
  countryName: 'België',
  price: 1_250_000,
  publishPrice: true,
  priceUnit: null,
  priceUnitText: null,
  marquee: 0,
  marqueeName: null,
  epcLabelText: 'C',
  energyPerformance: 180,
  bedrooms: 3,
  surface: 142,
  livingSurface: 142,
  groundSurface: null,
  picture: { url: '/sample-photos/apartment-living.svg', width: 1200, height: 800 },
  description:
    '<p>Ruim appartement met zicht op de vijvers.</p><p>Dichtbij het Flageyplein &amp; de Ter Kamerenabdij.</p>',
  publishAddress: true,
  street: 'Vijverstraat',
  houseNumber: '12',
  boxNr: '3',
  pictures: ['living', 'kitchen', 'bedroom', 'facade'].map((name) => ({
    url: `/sample-photos/apartment-${name}.svg`,
    width: 1200,
    height: 800,
  })),
  titles: { nl: 'Lichtrijk appartement' },
  fields,
  documents: [],
  videoUrls: [],
  virtualTourUrl: null,
  position: null,
  positionApproximate: false,
  projectId: null,
};
const property = detail as PropertyDetailDto;

function input(overrides: Partial<BrochureInput> = {}): BrochureInput {
  return {
    locale: 'nl',
    property,
    words,
    agency: {
      name: 'Immo Horizon',
      phone: '0475123456',
      email: 'info@immo-horizon.be',
      address: { street: 'Louizalaan 54', zip: '1050', city: 'Elsene' },
    },
    marqueeIgnoreList: [5],
    pageUrl: 'https://www.immo-horizon.be/nl/te-koop/elsene/lichtrijk-appartement/4101/',
    // 23:30 UTC on 4 December is already 5 December in Brussels.
    now: new Date('2025-12-04T23:30:00Z'),
    ...overrides,
  };
}

describe('brochureContent', () => {
  it('prints the title, reference, price in the site number style and the address on one line', () => {
    const content = brochureContent(input());
    expect(content).toMatchObject({
      lang: 'nl',
      title: 'Lichtrijk appartement',
      reference: 'V-2025-014',
      price: '€ 1.250.000',
      address: 'Vijverstraat 12 bus 3, 1050 Elsene',
    });
  });

  it('lists the key facts the CRM gave, in Dutch, and leaves out a plot area of 0', () => {
    expect(brochureContent(input()).facts).toEqual([
      { label: 'Referentie', value: 'V-2025-014' },
      { label: 'Prijs', value: '€ 1.250.000' },
      { label: 'Bewoonbare oppervlakte', value: '142 m²' },
      { label: 'Slaapkamers', value: '3' },
      { label: 'Badkamers', value: '2' },
      { label: 'Bouwjaar', value: '1932' },
      { label: 'EPC (primair energieverbruik)', value: '180 kWh/m² per jaar' },
    ]);
  });

  it("puts the energy label on the region's scale, from the EPC figure (180 kWh/m² is D in Brussels)", () => {
    expect(brochureContent(input()).energy).toEqual({
      label: 'D',
      letter: 'd',
      region: 'Brussels Hoofdstedelijk Gewest',
    });
  });

  it('says "price on request" and never the amount when the price is not published', () => {
    const hidden = brochureContent(input({ property: { ...property, publishPrice: false } }));
    expect(hidden.price).toBe('Prijs op aanvraag');
    expect(JSON.stringify(hidden)).not.toMatch(/1\.250\.000|1250000/);
  });

  it("shows a withholding marquee's word instead of the price", () => {
    const agreed = brochureContent(input({ property: { ...property, marquee: 5 } }));
    expect(agreed.price).toBe('Compromis getekend');
    expect(JSON.stringify(agreed)).not.toMatch(/1\.250\.000/);
  });

  it('keeps the street out when the address is not published', () => {
    const content = brochureContent(
      input({ property: { ...property, publishAddress: false, street: null, houseNumber: null, boxNr: null } }),
    );
    expect(content.address).toBe('1050 Elsene');
  });

  it("gives the agency's contact, the page for the QR code, the Brussels day and the first three photos", () => {
    const content = brochureContent(input());
    expect(content.agency).toEqual({
      name: 'Immo Horizon',
      phone: '0475 12 34 56',
      email: 'info@immo-horizon.be',
      address: 'Louizalaan 54, 1050 Elsene',
    });
    expect(content.pageUrl).toBe('https://www.immo-horizon.be/nl/te-koop/elsene/lichtrijk-appartement/4101/');
    expect(content.madeOn).toBe('Brochure gemaakt op 5/12/2025');
    expect(content.photoUrls).toEqual([
      '/sample-photos/apartment-living.svg',
      '/sample-photos/apartment-kitchen.svg',
      '/sample-photos/apartment-bedroom.svg',
    ]);
  });

  it('turns the description into plain text and cuts a long one', () => {
    expect(brochureContent(input()).description).toBe(
      'Ruim appartement met zicht op de vijvers.\nDichtbij het Flageyplein & de Ter Kamerenabdij.',
    );
    const long = brochureContent(input({ property: { ...property, description: `<p>${'woord '.repeat(600)}</p>` } }));
    expect(long.description.length).toBeLessThanOrEqual(1_401);
    expect(long.description.endsWith('…')).toBe(true);
  });
});
