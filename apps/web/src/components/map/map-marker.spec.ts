import { toMapFrameMarker, type MapMarkerSource } from './map-marker';

const property: MapMarkerSource = {
  id: 4021,
  goal: 'sale',
  title: 'Maison 3 chambres',
  city: 'Liège',
  zip: '4000',
  price: 250000,
  publishPrice: true,
  priceUnit: null,
  marquee: 0,
  marqueeName: null,
  priceUnitText: null,
  picture: { url: '/sample-photos/house-1.svg', width: 800, height: 600 },
  position: { lat: 50.63, lng: 5.57 },
  approximate: false,
};

describe(toMapFrameMarker.name, () => {
  it("links each pin to the property's page in the visitor's language", () => {
    expect(toMapFrameMarker(property, 'fr').href).toBe('/fr/a-vendre/liege/maison-3-chambres/4021/');
    expect(toMapFrameMarker({ ...property, goal: 'rent' }, 'nl').href).toBe(
      '/nl/te-huur/liege/maison-3-chambres/4021/',
    );
  });

  it('carries the position, the place and the price fields the popup needs', () => {
    expect(toMapFrameMarker({ ...property, approximate: true }, 'en')).toMatchObject({
      lat: 50.63,
      lng: 5.57,
      approximate: true,
      place: '4000 Liège',
      price: {
        price: 250000,
        publishPrice: true,
        priceUnit: null,
        marquee: 0,
        marqueeName: null,
        goal: 'sale',
        priceUnitText: null,
      },
    });
  });

  it("sends a rent's goal and price unit, so the pin shows its period", () => {
    expect(toMapFrameMarker({ ...property, goal: 'rent', priceUnitText: '/ mois' }, 'fr').price).toMatchObject({
      goal: 'rent',
      priceUnitText: '/ mois',
    });
  });
});
