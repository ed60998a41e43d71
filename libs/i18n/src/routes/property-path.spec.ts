import { propertyPath } from './property-path';

describe(propertyPath.name, () => {
  it('is the canonical detail URL', () => {
    expect(propertyPath({ id: 123, goal: 0, city: 'Liège', title: 'Maison 3 chambres' }, 'fr')).toBe(
      '/fr/a-vendre/liege/maison-3-chambres/123/',
    );
    expect(propertyPath({ id: 9, goal: 1, city: 'Sint-Niklaas', title: 'Appartement' }, 'nl')).toBe(
      '/nl/te-huur/sint-niklaas/appartement/9/',
    );
  });
});
