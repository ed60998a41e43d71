import { markerPriceText } from './popup-content';

const info = {
  priceOnRequest: 'Prix sur demande',
  startingFrom: 'À partir de {price}',
  amountPer: { month: '{price} / mois', year: '{price} / an', week: '{price} / semaine', day: '{price} / jour' },
  startingFromPer: {
    month: 'À partir de {price} / mois',
    year: 'À partir de {price} / an',
    week: 'À partir de {price} / semaine',
    day: 'À partir de {price} / jour',
  },
  marquee: { new: 'Nouveau', option: 'Option', sold: 'Vendu', rented: 'Loué', saleAgreed: 'Compromis en cours' },
};
const price = {
  price: 250000,
  publishPrice: true,
  priceUnit: null,
  marquee: 0,
  marqueeName: null,
  goal: 'sale' as const,
  priceUnitText: null,
};

describe(markerPriceText.name, () => {
  it('formats a published price like the cards do', () => {
    expect(markerPriceText(price, info, [])).toBe('€ 250.000');
  });

  it("fills the parent's 'starting from' template", () => {
    expect(markerPriceText({ ...price, priceUnit: 7 }, info, [])).toBe('À partir de € 250.000');
  });

  it('gives a rent its period, as the cards do', () => {
    expect(markerPriceText({ ...price, price: 950, goal: 'rent', priceUnitText: '/ mois' }, info, [])).toBe(
      '€ 950 / mois',
    );
  });

  it('says price on request when the price is not published', () => {
    expect(markerPriceText({ ...price, publishPrice: false }, info, [])).toBe('Prix sur demande');
  });

  it('words the marquee instead of the price only for a marquee on the ignore list, whatever name the CRM gave it', () => {
    const sold = { ...price, marquee: 5, marqueeName: 'Verkoopsovereenkomst' };
    expect(markerPriceText(sold, info, [5])).toBe('Compromis en cours');
    expect(markerPriceText(sold, info, [])).toBe('€ 250.000');
  });
});
