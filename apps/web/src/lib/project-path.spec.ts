import { projectAlternates, projectPath } from './project-path';

describe(projectPath.name, () => {
  it("builds the project URL under each language's projects slug", () => {
    expect(projectPath({ id: 9001, city: 'Spa', name: 'Les Jardins du Parc' }, 'fr')).toBe(
      '/fr/projets/spa/les-jardins-du-parc/9001/',
    );
    expect(projectPath({ id: 9001, city: 'Brussel', name: 'Résidence Les Tilleuls' }, 'nl')).toBe(
      '/nl/projecten/brussel/residence-les-tilleuls/9001/',
    );
  });
});

describe(projectAlternates.name, () => {
  it("takes each language's own city and name", () => {
    expect(
      projectAlternates({
        id: 7,
        cities: { nl: 'Elsene', fr: 'Ixelles', en: 'Ixelles', de: 'Ixelles' },
        names: { nl: 'Park', fr: 'Parc', en: 'Park', de: 'Park' },
      }),
    ).toEqual({
      nl: '/nl/projecten/elsene/park/7/',
      fr: '/fr/projets/ixelles/parc/7/',
      en: '/en/projects/ixelles/park/7/',
      de: '/de/projekte/ixelles/park/7/',
    });
  });
});
