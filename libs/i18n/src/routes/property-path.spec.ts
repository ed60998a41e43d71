import { locales } from '@immo/domain';
import { localizePath } from './localize-path';
import { propertyPath } from './property-path';

describe(propertyPath.name, () => {
  it('is the canonical detail URL', () => {
    expect(propertyPath({ id: 123, goal: 'sale', city: 'Liège', title: 'Maison 3 chambres' }, 'fr')).toBe(
      '/fr/a-vendre/liege/maison-3-chambres/123/',
    );
    expect(propertyPath({ id: 9, goal: 'rent', city: 'Sint-Niklaas', title: 'Appartement' }, 'nl')).toBe(
      '/nl/te-huur/sint-niklaas/appartement/9/',
    );
  });

  it('builds exactly what the route table builds, in every language and goal', () => {
    const inputs = [
      { id: 12, goal: 'sale', city: 'Liège', title: 'Maison 3 chambres' },
      { id: 7, goal: 'rent', city: 'Sint-Pieters-Woluwe', title: "L'Étoile — penthouse!" },
      { id: 99, goal: 'rent', city: '', title: '' },
    ] as const;
    for (const { id, ...params } of inputs) {
      for (const locale of locales)
        expect(propertyPath({ id, ...params }, locale)).toBe(localizePath(`/property/${id}/`, locale, params));
    }
  });
});
