import { propertyFixture } from '../../test/support/property-fixture';
import type { PropertyEntity } from './property.entity';
import { toPropertyDetailDto, toPropertySummaryDto } from './property.mapper';

/** The shared fixture with the values these expectations read pinned. */
function property(overrides: Partial<PropertyEntity> = {}): PropertyEntity {
  return propertyFixture({
    id: 7,
    titles: { fr: 'Appartement', nl: 'Appartement NL' },
    descriptions: { fr: 'Description' },
    price: 350000,
    boxNr: '3',
    ...overrides,
  });
}

describe(toPropertySummaryDto.name, () => {
  it('hides an unpublished price', () => {
    expect(toPropertySummaryDto(property({ publishPrice: false }), 'fr').price).toBeNull();
    expect(toPropertySummaryDto(property(), 'fr').price).toBe(350000);
  });

  it('uses the first photo as the thumbnail, null without photos', () => {
    const pictures = [
      { url: '/a.svg', width: 10, height: 10 },
      { url: '/b.svg', width: 20, height: 20 },
    ];
    expect(toPropertySummaryDto(property({ pictures }), 'fr').picture).toEqual(pictures[0]);
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

describe('the city of a card', () => {
  it("is named in the visitor's language", () => {
    expect(toPropertySummaryDto(property({ city: 'Bruxelles', cityNames: { nl: 'Brussel' } }), 'nl').city).toBe('Brussel');
  });
});
