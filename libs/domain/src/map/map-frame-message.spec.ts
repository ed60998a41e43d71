import { MAP_MARKERS_LIMIT } from './map-markers';
import {
  readMapFrameMessage,
  ZTileUrlTemplateSchema,
  type TMapFrameMarker,
  type TMapFrameMessage,
} from './map-frame-message';
import { MAP_FRAME_MESSAGE_TYPE } from './map-frame-protocol';

const ORIGIN = 'https://immo.example';

function marker(overrides: Partial<TMapFrameMarker> = {}): TMapFrameMarker {
  return {
    id: 101,
    lat: 50.63,
    lng: 5.57,
    approximate: false,
    title: 'Maison 3 chambres',
    place: '4000 Liège',
    href: '/fr/a-vendre/liege/maison-3-chambres/101/',
    picture: { url: '/sample-photos/house-1.svg', width: 800, height: 600 },
    price: {
      price: 250000,
      publishPrice: true,
      priceUnit: null,
      marquee: 0,
      marqueeName: null,
      goal: 'sale',
      priceUnitText: null,
    },
    ...overrides,
  };
}

function message(overrides: Partial<TMapFrameMessage> = {}): TMapFrameMessage {
  return {
    type: MAP_FRAME_MESSAGE_TYPE,
    properties: [marker()],
    messageInfo: {
      label: 'Carte des biens',
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
      approximateLocation: "L'adresse exacte n'est pas publiée.",
      photoOf: 'Photo de {title} à {city}',
    },
    mapType: {
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: { label: '© OpenStreetMap', href: 'https://www.openstreetmap.org/copyright' },
      maxZoom: 19,
    },
    customMarker: null,
    marqueeIgnoreList: [3],
    ...overrides,
  };
}

describe(readMapFrameMessage.name, () => {
  it('accepts a well-formed message from the site itself', () => {
    expect(readMapFrameMessage({ origin: ORIGIN, data: message() }, ORIGIN)).toEqual(message());
  });

  it('ignores a message from another origin, however well-formed', () => {
    expect(readMapFrameMessage({ origin: 'https://evil.example', data: message() }, ORIGIN)).toBeNull();
  });

  it('ignores other messages (browser extensions and dev tools post to every frame)', () => {
    expect(readMapFrameMessage({ origin: ORIGIN, data: 'hello' }, ORIGIN)).toBeNull();
    expect(readMapFrameMessage({ origin: ORIGIN, data: { ...message(), type: 'other' } }, ORIGIN)).toBeNull();
  });

  it('refuses links and photos that could run script or leave the site', () => {
    for (const href of ['javascript:alert(1)', '//evil.example/', 'https://evil.example/']) {
      expect(
        readMapFrameMessage({ origin: ORIGIN, data: message({ properties: [marker({ href })] }) }, ORIGIN),
      ).toBeNull();
    }
    const picture = { url: 'javascript:alert(1)', width: 1, height: 1 };
    expect(
      readMapFrameMessage({ origin: ORIGIN, data: message({ properties: [marker({ picture })] }) }, ORIGIN),
    ).toBeNull();
  });

  it('refuses coordinates off the globe and more pins than a map shows', () => {
    expect(
      readMapFrameMessage({ origin: ORIGIN, data: message({ properties: [marker({ lat: 91 })] }) }, ORIGIN),
    ).toBeNull();
    const tooMany = Array.from({ length: MAP_MARKERS_LIMIT + 1 }, (_, index) => marker({ id: index + 1 }));
    expect(readMapFrameMessage({ origin: ORIGIN, data: message({ properties: tooMany }) }, ORIGIN)).toBeNull();
  });
});

describe('ZTileUrlTemplateSchema', () => {
  it('needs the three tile placeholders and an http(s) or local URL', () => {
    expect(ZTileUrlTemplateSchema.safeParse('https://tile.openstreetmap.org/{z}/{x}/{y}.png').success).toBe(true);
    expect(ZTileUrlTemplateSchema.safeParse('/tiles/{z}/{x}/{y}.png').success).toBe(true);
    expect(ZTileUrlTemplateSchema.safeParse('https://tile.openstreetmap.org/{z}/{x}.png').success).toBe(false);
    expect(ZTileUrlTemplateSchema.safeParse('ftp://tiles.example/{z}/{x}/{y}.png').success).toBe(false);
  });
});
