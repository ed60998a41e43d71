import { mainTypeKey } from './main-type';

describe(mainTypeKey.name, () => {
  it.each([
    ['Maison', 'house'],
    ['Appartement', 'apartment'],
    ['Appartement – Loft', 'apartment'],
    ['appartement - loft', 'apartment'],
    ['Villa', 'villa'],
    ['Terrain', 'land'],
    ['Bureau', 'office'],
    ['Commerce', 'commercial'],
    ['Garage', 'garage'],
    ['Prestige', 'prestige'],
  ])('reads the CRM main type %p as %p', (name, key) => {
    expect(mainTypeKey(name)).toBe(key);
  });

  it('knows no key for a name the agency does not use', () => {
    expect(mainTypeKey('Château')).toBeNull();
    expect(mainTypeKey('')).toBeNull();
  });
});
