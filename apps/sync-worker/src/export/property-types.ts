// The agency's property types as the CRM's GetWebIDList gives them (spec §3:
// Maison, Appartement – Loft, Terrain, Prestige, Bureau, Commerce, Autres),
// with what the generator needs to make believable records of each.
import type { Locale } from '@immo/domain';
import type { GeneratedRegion } from './communes';

export type TypeKey = 'house' | 'apartment' | 'land' | 'prestige' | 'office' | 'commercial' | 'other';

export interface GeneratedType {
  key: TypeKey;
  /** The CRM's record id of the type, distinct from the WebID the properties carry. */
  id: number;
  webId: number;
  names: Record<Locale, string>;
  /** The CRM's MainTypeName on a property of this type. */
  mainTypeName: string;
  sale: boolean;
  rent: boolean;
  /** Share of the generated properties. */
  weight: number;
  /** SurfaceTotal range in m² (land: the plot). */
  surface: [number, number];
  bedrooms: [number, number] | null;
  /** Names under apps/web/public/sample-photos/. */
  photos: string[];
}

export const GENERATED_TYPES: readonly GeneratedType[] = [
  {
    key: 'house',
    id: 101,
    webId: 1,
    names: { fr: 'Maison', nl: 'Woning', en: 'House', de: 'Haus' },
    mainTypeName: 'Maison',
    sale: true,
    rent: true,
    weight: 0.35,
    surface: [110, 260],
    bedrooms: [2, 5],
    photos: ['house-facade', 'house-living', 'house-garden', 'house-1', 'house-2', 'house-3'],
  },
  {
    key: 'apartment',
    id: 102,
    webId: 2,
    names: { fr: 'Appartement – Loft', nl: 'Appartement – Loft', en: 'Apartment – Loft', de: 'Wohnung – Loft' },
    mainTypeName: 'Appartement',
    sale: true,
    rent: true,
    weight: 0.4,
    surface: [45, 160],
    bedrooms: [0, 3],
    photos: [
      'apartment-living',
      'apartment-kitchen',
      'apartment-bedroom',
      'apartment-1',
      'apartment-2',
      'apartment-3',
      'studio',
    ],
  },
  {
    key: 'land',
    id: 103,
    webId: 3,
    names: { fr: 'Terrain', nl: 'Grond', en: 'Land', de: 'Grundstück' },
    mainTypeName: 'Terrain',
    sale: true,
    rent: false,
    weight: 0.05,
    surface: [300, 2500],
    bedrooms: null,
    photos: ['land-1'],
  },
  {
    key: 'prestige',
    id: 104,
    webId: 4,
    names: { fr: 'Prestige', nl: 'Prestige', en: 'Prestige', de: 'Prestige' },
    mainTypeName: 'Villa',
    sale: true,
    rent: true,
    weight: 0.05,
    surface: [250, 600],
    bedrooms: [4, 7],
    photos: ['villa-facade', 'villa-1', 'house-garden', 'house-living'],
  },
  {
    key: 'office',
    id: 105,
    webId: 5,
    names: { fr: 'Bureau', nl: 'Kantoor', en: 'Office', de: 'Büro' },
    mainTypeName: 'Bureau',
    sale: true,
    rent: true,
    weight: 0.05,
    surface: [80, 600],
    bedrooms: null,
    photos: ['office-1'],
  },
  {
    key: 'commercial',
    id: 106,
    webId: 6,
    names: { fr: 'Commerce', nl: 'Handelspand', en: 'Commercial', de: 'Gewerbe' },
    mainTypeName: 'Commerce',
    sale: true,
    rent: true,
    weight: 0.05,
    surface: [60, 400],
    bedrooms: null,
    photos: ['shop-1'],
  },
  {
    key: 'other',
    id: 107,
    webId: 7,
    names: { fr: 'Autres', nl: 'Andere', en: 'Other', de: 'Sonstiges' },
    mainTypeName: 'Garage',
    sale: true,
    rent: true,
    weight: 0.05,
    surface: [12, 20],
    bedrooms: null,
    photos: ['thumb'],
  },
];

export function generatedType(key: TypeKey): GeneratedType {
  const found = GENERATED_TYPES.find((type) => type.key === key);
  if (!found) throw new RangeError(`no type ${key}`);
  return found;
}

/** Sale price per m² (land: per m² of plot), by region: rough 2025 market levels. */
export const SALE_PRICE_PER_M2: Record<GeneratedRegion, number> = {
  brussels: 3600,
  flanders: 2900,
  wallonia: 2200,
  luxembourg: 8500,
};
export const LAND_PRICE_PER_M2: Record<GeneratedRegion, number> = {
  brussels: 900,
  flanders: 350,
  wallonia: 150,
  luxembourg: 1200,
};
/** Monthly rent per m². */
export const RENT_PER_M2: Record<GeneratedRegion, number> = {
  brussels: 14,
  flanders: 11,
  wallonia: 9.5,
  luxembourg: 27,
};
/** A garage is priced by the unit, not the m². */
export const GARAGE_PRICE: Record<GeneratedRegion, [sale: number, rent: number]> = {
  brussels: [35_000, 120],
  flanders: [28_000, 90],
  wallonia: [20_000, 75],
  luxembourg: [75_000, 220],
};
