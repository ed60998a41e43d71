import { propertyFixture } from '../../test/support/property-fixture';
import { storedDetails } from '../../test/support/stored-details';
import type { PropertyEntity } from '@immo/db';
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
    expect(toPropertySummaryDto(property({ publishPrice: false }), 'fr', []).price).toBeNull();
    expect(toPropertySummaryDto(property(), 'fr', []).price).toBe(350000);
  });

  it('hides a price an ignore-listed marquee stands in for (a signed compromis)', () => {
    expect(toPropertySummaryDto(property({ marquee: 5 }), 'fr', [5]).price).toBeNull();
    expect(toPropertySummaryDto(property({ marquee: 5 }), 'fr', []).price).toBe(350000);
  });

  it('uses the first photo as the thumbnail, null without photos', () => {
    const pictures = [
      { url: '/a.svg', width: 10, height: 10 },
      { url: '/b.svg', width: 20, height: 20 },
    ];
    expect(toPropertySummaryDto(property({ pictures }), 'fr', []).picture).toEqual(pictures[0]);
    expect(toPropertySummaryDto(property({ pictures: [] }), 'fr', []).picture).toBeNull();
  });

  it('says the price was lowered from its latest change as the row carries it, never for a withheld price', () => {
    const dropped = {
      oldPrice: 370000,
      newPrice: 350000,
      changedAt: new Date(Date.now() - 86_400_000).toISOString(),
    };
    expect(toPropertySummaryDto(property({ latestPriceChange: dropped }), 'fr', []).priceLowered).toBe(true);
    expect(toPropertySummaryDto(property({ marquee: 5, latestPriceChange: dropped }), 'fr', [5])).toMatchObject({
      price: null,
      priceLowered: false,
    });
    expect(toPropertySummaryDto(property({ latestPriceChange: null }), 'fr', []).priceLowered).toBe(false);
  });
});

describe(toPropertyDetailDto.name, () => {
  it('names the project a unit belongs to, so its page can link it', () => {
    expect(toPropertyDetailDto(property({ projectId: 9001 }), 'fr', []).projectId).toBe(9001);
    expect(toPropertyDetailDto(property({ projectId: null }), 'fr', []).projectId).toBeNull();
  });

  it('hides an unpublished address and keeps every title', () => {
    const dto = toPropertyDetailDto(property({ publishAddress: false }), 'nl', []);
    expect(dto).toMatchObject({ street: null, houseNumber: null, boxNr: null, title: 'Appartement NL' });
    expect(dto.titles).toEqual({ fr: 'Appartement', nl: 'Appartement NL' });
    expect(dto.description).toBe('Description');
  });
});

// Rows imported before details were stored in the domain's shape hold the
// CRM's names, and may hold any link the CRM sent (before issue 11): until
// re-imported they show no details, so none of those links.
describe('details stored in the CRM’s shape', () => {
  const unsafe = [
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'vbscript:msgbox(1)',
    '//evil.example/a.jpg',
  ];
  const pictures = [
    ...unsafe.map((url) => ({ url, width: 1, height: 1 })),
    { url: 'https://cdn.example/1.jpg', width: 800, height: 600 },
  ];
  const crmShaped = {
    VirtualTourUrl: 'javascript:alert(document.cookie)',
    Videos: [{ Url: 'data:text/html,<script>alert(1)</script>' }, { Url: 'https://youtu.be/dQw4w9WgXcQ' }],
    Documents: [
      { Url: 'vbscript:msgbox(1)', Name: 'Plan' },
      { Url: '/docs/epc.pdf', Name: 'EPC' },
    ],
    Manager: { Name: 'Anne', PictureUrl: 'javascript:alert(1)' },
    TotalCost: 1_364_600,
  } as unknown as PropertyEntity['details'];

  it('serve no detail, no link and no cost, and keep the columns’ facts', () => {
    const dto = toPropertyDetailDto(property({ pictures, details: crmShaped, bedrooms: 3 }), 'fr', []);
    expect(dto.pictures).toEqual([{ url: 'https://cdn.example/1.jpg', width: 800, height: 600 }]);
    expect(toPropertySummaryDto(property({ pictures }), 'fr', []).picture).toEqual({
      url: 'https://cdn.example/1.jpg',
      width: 800,
      height: 600,
    });
    expect(dto).toMatchObject({ virtualTourUrl: null, videoUrls: [], documents: [] });
    expect(dto.fields).toMatchObject({ manager: null, totalCost: null, bedrooms: 3, epcLabel: 'C' });
    expect(JSON.stringify(dto)).not.toMatch(/script:|data:|1364600/i);
  });

  it('keep a card without a safe photo photo-less', () => {
    expect(toPropertySummaryDto(property({ pictures: pictures.slice(0, 2) }), 'fr', []).picture).toBeNull();
  });
});

describe('details stored in the domain’s shape', () => {
  it('are served as they are', () => {
    const details = storedDetails(
      { heating: 'oil', totalCost: 420_000 },
      { videoUrls: ['https://youtu.be/x'], virtualTourUrl: 'https://tour.example/1' },
    );
    const dto = toPropertyDetailDto(property({ details }), 'fr', []);
    expect(dto.fields).toEqual(details.fields);
    expect(dto).toMatchObject({
      videoUrls: ['https://youtu.be/x'],
      virtualTourUrl: 'https://tour.example/1',
      documents: [],
    });
  });
});

describe('the city of a card', () => {
  it("is named in the visitor's language", () => {
    expect(toPropertySummaryDto(property({ city: 'Bruxelles', cityNames: { nl: 'Brussel' } }), 'nl', []).city).toBe(
      'Brussel',
    );
  });
});
