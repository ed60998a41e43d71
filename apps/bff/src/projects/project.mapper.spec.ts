import { ProjectEntity } from '@immo/db';
import { toProjectDetailDto, toProjectSummaryDto } from './project.mapper';

function project(overrides: Partial<ProjectEntity> = {}): ProjectEntity {
  return Object.assign(new ProjectEntity(), {
    id: 9001,
    names: { fr: 'Les Jardins du Parc', nl: 'De Parktuinen' },
    descriptions: { fr: 'Nouveau projet' },
    publishAddress: true,
    street: 'Place Saint-Lambert',
    houseNumber: '10',
    boxNr: null,
    zip: '1050',
    city: 'Ixelles',
    cityNames: { fr: 'Ixelles', nl: 'Elsene' },
    countryId: 10,
    countryName: 'Belgique',
    latitude: 50.8,
    longitude: 4.4,
    status: '1',
    priceFrom: 175000,
    priceTo: 360000,
    pictures: [],
    documents: [],
    externalUrl: null,
    crmCreatedAt: null,
    crmChangedAt: null,
    withdrawnAt: null,
    contentHash: 'x',
    importedAt: new Date(),
    ...overrides,
  });
}

describe(toProjectSummaryDto.name, () => {
  it("names the project and its city in the visitor's language", () => {
    expect(toProjectSummaryDto(project(), 'nl', 2)).toMatchObject({
      name: 'De Parktuinen',
      city: 'Elsene',
      unitsAvailable: 2,
    });
    expect(toProjectSummaryDto(project(), 'de', 2)).toMatchObject({ name: 'Les Jardins du Parc', city: 'Ixelles' });
  });
});

describe(toProjectDetailDto.name, () => {
  it('hides an unpublished address and the position that would reveal it', () => {
    const dto = toProjectDetailDto(project({ publishAddress: false }), 'fr', [], 0);
    expect(dto).toMatchObject({ street: null, houseNumber: null, boxNr: null, position: null });
    expect(toProjectDetailDto(project(), 'fr', [], 0).position).toEqual({ latitude: 50.8, longitude: 4.4 });
  });

  it('names a document by its name, else its type, else its file; keeps only known languages', () => {
    const documents = [
      { url: 'https://d.example/a.pdf', name: 'Brochure', type: 'brochure', locale: 'fr' },
      { url: 'https://d.example/b.pdf', name: null, type: 'plan', locale: 'it' },
      { url: 'https://d.example/files/price%20list.pdf', name: ' ', type: null, locale: null },
    ];
    expect(toProjectDetailDto(project({ documents }), 'fr', [], 0).documents).toEqual([
      { url: 'https://d.example/a.pdf', name: 'Brochure', type: 'brochure', locale: 'fr' },
      { url: 'https://d.example/b.pdf', name: 'plan', type: 'plan', locale: null },
      { url: 'https://d.example/files/price%20list.pdf', name: 'price list.pdf', type: null, locale: null },
    ]);
  });

  it("gives every language's name and city for the hreflang URLs", () => {
    const dto = toProjectDetailDto(project(), 'fr', [], 0);
    expect(dto.names).toEqual({
      nl: 'De Parktuinen',
      fr: 'Les Jardins du Parc',
      en: 'Les Jardins du Parc',
      de: 'Les Jardins du Parc',
    });
    expect(dto.cities).toEqual({ nl: 'Elsene', fr: 'Ixelles', en: 'Ixelles', de: 'Ixelles' });
  });
});

// Rows imported before issue 11 may hold any link the CRM sent: the API never serves one that is not http(s).
describe('project links stored before the importer checked them', () => {
  const stored = project({
    externalUrl: ' javascript:alert(1)',
    pictures: [
      { url: 'data:image/svg+xml;base64,PHN2Zz4=', width: 1, height: 1 },
      { url: 'https://cdn.example/p1.jpg', width: 800, height: 600 },
    ],
    documents: [
      { url: 'vbscript:msgbox(1)', name: 'Prix', type: null, locale: null },
      { url: 'https://d.example/prices.pdf', name: 'Prix', type: null, locale: null },
    ],
  });

  it('never reach the card, the page, its og:image or its documents', () => {
    expect(toProjectSummaryDto(stored, 'fr', 0)).toMatchObject({
      externalUrl: null,
      picture: { url: 'https://cdn.example/p1.jpg', width: 800, height: 600 },
    });
    const dto = toProjectDetailDto(stored, 'fr', [], 0);
    expect(dto.pictures).toEqual([{ url: 'https://cdn.example/p1.jpg', width: 800, height: 600 }]);
    expect(dto.documents.map((document) => document.url)).toEqual(['https://d.example/prices.pdf']);
    expect(JSON.stringify(dto)).not.toMatch(/script:|data:/i);
  });

  it('keeps a web address', () => {
    expect(toProjectSummaryDto(project({ externalUrl: 'https://residence.example/' }), 'fr', 0).externalUrl).toBe(
      'https://residence.example/',
    );
  });
});
