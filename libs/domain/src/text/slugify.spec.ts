import { slugify } from './slugify';

describe(slugify.name, () => {
  it.each([
    ['Liège', 'liege'],
    ['Schaerbeek/Schaarbeek', 'schaerbeek-schaarbeek'],
    ['Maison 3 chambres', 'maison-3-chambres'],
    ['Appartement – Loft', 'appartement-loft'],
    ['Großstraße', 'grossstrasse'],
    ['Sœur Thérèse', 'soeur-therese'],
    ['Ærø', 'aero'],
    ["L'Écluse d'Hérinnes", 'l-ecluse-d-herinnes'],
    ['  --Villa 4 façades!--  ', 'villa-4-facades'],
    ['Surface 120 m²', 'surface-120-m2'],
    ['Sint-Pieters-Woluwe', 'sint-pieters-woluwe'],
  ])('%p → %p', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('gives an empty slug for text without letters or digits', () => {
    expect(slugify('– · –')).toBe('');
    expect(slugify('')).toBe('');
  });
});
