import { ProjectEntity } from './project.entity';
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
    expect(toProjectSummaryDto(project(), 'nl', 2)).toMatchObject({ name: 'De Parktuinen', city: 'Elsene', unitsAvailable: 2 });
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
    expect(dto.names).toEqual({ nl: 'De Parktuinen', fr: 'Les Jardins du Parc', en: 'Les Jardins du Parc', de: 'Les Jardins du Parc' });
    expect(dto.cities).toEqual({ nl: 'Elsene', fr: 'Ixelles', en: 'Ixelles', de: 'Ixelles' });
  });
});
