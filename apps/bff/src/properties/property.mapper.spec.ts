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

// Rows imported before issue 11 may hold any link the CRM sent: the API never serves one that is not http(s).
describe('links stored before the importer checked them', () => {
  const unsafe = ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:image/svg+xml;base64,PHN2Zz4=', 'vbscript:msgbox(1)', '//evil.example/a.jpg'];
  const pictures = [...unsafe.map((url) => ({ url, width: 1, height: 1 })), { url: 'https://cdn.example/1.jpg', width: 800, height: 600 }];

  it('never reach the card, the photos, the tour, the videos, the documents or the agent photo', () => {
    expect(toPropertySummaryDto(property({ pictures }), 'fr').picture).toEqual({ url: 'https://cdn.example/1.jpg', width: 800, height: 600 });
    const dto = toPropertyDetailDto(
      property({
        pictures,
        details: {
          VirtualTourUrl: 'javascript:alert(document.cookie)',
          Videos: [{ Url: 'data:text/html,<script>alert(1)</script>' }, { Url: 'https://youtu.be/dQw4w9WgXcQ' }],
          Documents: [{ Url: 'vbscript:msgbox(1)', Name: 'Plan' }, { Url: '/docs/epc.pdf', Name: 'EPC' }],
          Manager: { Name: 'Anne', PictureUrl: 'javascript:alert(1)' },
        },
      }),
      'fr',
      [],
    );
    expect(dto.pictures).toEqual([{ url: 'https://cdn.example/1.jpg', width: 800, height: 600 }]);
    expect(dto.virtualTourUrl).toBeNull();
    expect(dto.videoUrls).toEqual(['https://youtu.be/dQw4w9WgXcQ']);
    expect(dto.documents.map((document) => document.url)).toEqual(['/docs/epc.pdf']);
    expect(dto.fields.manager).toMatchObject({ name: 'Anne', pictureUrl: null });
    expect(JSON.stringify(dto)).not.toMatch(/script:|data:/i);
  });

  it('keeps a card without a safe photo photo-less', () => {
    expect(toPropertySummaryDto(property({ pictures: pictures.slice(0, 2) }), 'fr').picture).toBeNull();
  });
});

describe('the city of a card', () => {
  it("is named in the visitor's language", () => {
    expect(toPropertySummaryDto(property({ city: 'Bruxelles', cityNames: { nl: 'Brussel' } }), 'nl').city).toBe('Brussel');
  });
});
