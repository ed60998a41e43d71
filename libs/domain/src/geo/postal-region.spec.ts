import { postalRegion } from './postal-region';

describe(postalRegion.name, () => {
  it.each([
    ['1000', 'brussels'],
    ['1299', 'brussels'],
    ['1300', 'wallonia'],
    ['1499', 'wallonia'],
    ['1500', 'flanders'],
    ['3999', 'flanders'],
    ['4000', 'wallonia'],
    ['7999', 'wallonia'],
    ['8000', 'flanders'],
    ['9999', 'flanders'],
  ] as const)('%s is %s', (zip, region) => {
    expect(postalRegion(zip)).toBe(region);
  });

  it('accepts numbers and surrounding spaces', () => {
    expect(postalRegion(4000)).toBe('wallonia');
    expect(postalRegion(' 1050 ')).toBe('brussels');
  });

  it.each(['0999', '999', '10000', 'L-1234', 'abcd', '', '1 000', '10.5'])('%p has no region', (zip) => {
    expect(postalRegion(zip)).toBeNull();
  });

  it.each([999, 10000, 1000.5, -1000, Number.NaN])('number %p has no region', (zip) => {
    expect(postalRegion(zip)).toBeNull();
  });
});
