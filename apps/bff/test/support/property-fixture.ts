import { PropertyEntity } from '@immo/db';

let nextId = 900_000;

/** A live Brussels apartment for sale; each call gets a new id unless given one. */
export function propertyFixture(overrides: Partial<PropertyEntity> = {}): PropertyEntity {
  nextId += 1;
  return Object.assign(new PropertyEntity(), {
    id: nextId,
    goal: 0,
    reference: `V-${nextId}`,
    webId: 2,
    webIds: '2',
    mainTypeName: 'Appartement',
    titles: { nl: 'Lichtrijk appartement', fr: 'Appartement lumineux', en: 'Bright apartment', de: 'Helle Wohnung' },
    descriptions: { nl: 'Beschrijving', fr: 'Description', en: 'Description EN', de: 'Beschreibung' },
    city: 'Ixelles',
    zip: '1050',
    countryId: 10,
    countryName: 'Belgique',
    price: 395000,
    publishPrice: true,
    priceUnit: 0,
    priceUnitText: '',
    marquee: 0,
    marqueeName: null,
    publishAddress: true,
    street: 'Rue du Bailli',
    houseNumber: '12',
    boxNr: null,
    epcLabelText: 'C',
    energyPerformance: 142,
    bedrooms: 2,
    surface: 95,
    latitude: 50.8275,
    longitude: 4.3629,
    pictures: [{ url: '/sample-photos/apartment-living.svg', width: 800, height: 600 }],
    crmCreatedAt: new Date('2025-01-10T09:00:00Z'),
    crmChangedAt: new Date('2025-03-01T09:00:00Z'),
    withdrawnAt: null,
    importedAt: new Date(),
    contentHash: `hash-${nextId}`,
    ...overrides,
  });
}
