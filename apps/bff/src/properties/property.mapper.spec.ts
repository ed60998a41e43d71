import { PropertyEntity } from './property.entity';
import { toPropertyDetailDto, toPropertySummaryDto } from './property.mapper';

function property(overrides: Partial<PropertyEntity> = {}): PropertyEntity {
  return Object.assign(new PropertyEntity(), {
    id: 7,
    goal: 0,
    reference: 'V-7',
    webId: 2,
    webIds: '2',
    mainTypeName: 'Appartement',
    titles: { fr: 'Appartement', nl: 'Appartement NL' },
    descriptions: { fr: 'Description' },
    city: 'Ixelles',
    zip: '1050',
    countryId: 10,
    countryName: 'Belgique',
    price: 350000,
    publishPrice: true,
    priceUnit: 0,
    priceUnitText: '',
    marquee: 0,
    marqueeName: null,
    publishAddress: true,
    street: 'Rue du Bailli',
    houseNumber: '12',
    boxNr: '3',
    epcLabelText: 'C',
    energyPerformance: 140,
    bedrooms: 2,
    surface: 95,
    latitude: null,
    longitude: null,
    pictures: [{ url: '/a.svg', width: 10, height: 10 }],
    crmCreatedAt: null,
    crmChangedAt: null,
    withdrawnAt: null,
    importedAt: new Date(),
    contentHash: 'x',
    ...overrides,
  });
}

describe(toPropertySummaryDto.name, () => {
  it('hides an unpublished price', () => {
    expect(toPropertySummaryDto(property({ publishPrice: false }), 'fr').price).toBeNull();
    expect(toPropertySummaryDto(property(), 'fr').price).toBe(350000);
  });

  it('uses the first photo as the thumbnail, null without photos', () => {
    expect(toPropertySummaryDto(property(), 'fr').picture).toEqual({ url: '/a.svg', width: 10, height: 10 });
    expect(toPropertySummaryDto(property({ pictures: [] }), 'fr').picture).toBeNull();
  });
});

describe(toPropertyDetailDto.name, () => {
  it('hides an unpublished address and keeps every title', () => {
    const dto = toPropertyDetailDto(property({ publishAddress: false }), 'nl');
    expect(dto).toMatchObject({ street: null, houseNumber: null, boxNr: null, title: 'Appartement NL' });
    expect(dto.titles).toEqual({ fr: 'Appartement', nl: 'Appartement NL' });
    expect(dto.description).toBe('Description');
  });
});
