import { featuresOf, isPropertyFeature, PROPERTY_FEATURES } from './property-features';

const none = { gardenSurface: null, terraceSurface: null, garages: null, parkings: null };

describe(featuresOf.name, () => {
  it('reads a garden and a terrace of some m²', () => {
    expect(featuresOf({ ...none, gardenSurface: 120, terraceSurface: 12 })).toEqual(['garden', 'terrace']);
  });

  it('counts a garage or a parking space as parking', () => {
    expect(featuresOf({ ...none, garages: 1 })).toEqual(['parking']);
    expect(featuresOf({ ...none, garages: 0, parkings: 2 })).toEqual(['parking']);
  });

  it('takes 0 m², 0 places and what the CRM did not give as "no"', () => {
    expect(featuresOf({ gardenSurface: 0, terraceSurface: 0, garages: 0, parkings: 0 })).toEqual([]);
    expect(featuresOf(none)).toEqual([]);
    expect(featuresOf({ ...none, gardenSurface: Number.NaN })).toEqual([]);
  });

  it('gives no feature for details stored before the fields were', () => {
    expect(featuresOf({})).toEqual([]);
    expect(featuresOf(null)).toEqual([]);
  });

  it("calls a project's unit new build", () => {
    expect(featuresOf(none, 7)).toEqual(['new-build']);
    expect(featuresOf({ ...none, parkings: 1, gardenSurface: 40 }, 7)).toEqual(['garden', 'parking', 'new-build']);
  });
});

describe(isPropertyFeature.name, () => {
  it('knows the features and nothing else', () => {
    expect(PROPERTY_FEATURES.every(isPropertyFeature)).toBe(true);
    expect(isPropertyFeature('lift')).toBe(false);
    expect(isPropertyFeature('Garden')).toBe(false);
  });
});
