import { cardFacts, showsPlotArea } from './card-facts';

describe(showsPlotArea.name, () => {
  it.each(['Maison', 'Villa', 'Terrain', 'Maison de maître', 'FERMETTE'])('shows the plot of a %s', (type) => {
    expect(showsPlotArea(type)).toBe(true);
  });

  it.each(['Appartement', 'Appartement – Loft', 'Studio', 'Bureau', 'Garage', 'Prestige', ''])(
    'shows no plot for a %s',
    (type) => {
      expect(showsPlotArea(type)).toBe(false);
    },
  );
});

describe(cardFacts.name, () => {
  const house = { mainTypeName: 'Maison', bedrooms: 3, livingSurface: 165, groundSurface: 1250 };

  it("gives a house's living area, bedrooms and plot", () => {
    expect(cardFacts(house)).toEqual({ livingArea: 165, bedrooms: 3, plotArea: 1250 });
  });

  it("leaves out a flat's plot even when the CRM gave one", () => {
    expect(cardFacts({ ...house, mainTypeName: 'Appartement' }).plotArea).toBeNull();
  });

  it('leaves out what is unknown or 0 rather than showing 0', () => {
    expect(cardFacts({ mainTypeName: 'Terrain', bedrooms: 0, livingSurface: null, groundSurface: 0 })).toEqual({
      livingArea: null,
      bedrooms: null,
      plotArea: null,
    });
  });
});
