import { PROPERTY_TYPES, propertyTypeKey } from './property-types';

describe(propertyTypeKey.name, () => {
  it('maps each CRM name to its key', () => {
    for (const type of PROPERTY_TYPES) {
      expect(propertyTypeKey(type.name)).toBe(type.key);
    }
  });

  it('tolerates the dash and case variants of exports', () => {
    expect(propertyTypeKey('Appartement - Loft')).toBe('apartment');
    expect(propertyTypeKey('appartement—loft')).toBe('apartment');
    expect(propertyTypeKey(' MAISON ')).toBe('house');
  });

  it('returns null for unknown names', () => {
    expect(propertyTypeKey('Château')).toBeNull();
    expect(propertyTypeKey('')).toBeNull();
  });
});
