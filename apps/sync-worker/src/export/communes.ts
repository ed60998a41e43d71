// Real Belgian and Luxembourg communes the generator places properties in:
// postal code, official names (fr, nl and de where the commune has one) and
// rough coordinates of the centre (WGS84).
import { COUNTRY_BELGIUM, COUNTRY_LUXEMBOURG } from '@immo/domain';

export type GeneratedRegion = 'brussels' | 'flanders' | 'wallonia' | 'luxembourg';

export interface Commune {
  zip: string;
  /** French name (Gand for Gent): see officialName for the CRM's `City`. */
  fr: string;
  nl: string;
  de?: string;
  region: GeneratedRegion;
  countryId: typeof COUNTRY_BELGIUM | typeof COUNTRY_LUXEMBOURG;
  lat: number;
  lon: number;
}

type Row = [zip: string, fr: string, nl: string, de: string | null, lat: number, lon: number];

const brussels: Row[] = [
  ['1000', 'Bruxelles', 'Brussel', 'Brüssel', 50.8467, 4.3525],
  ['1030', 'Schaerbeek', 'Schaarbeek', null, 50.8676, 4.3737],
  ['1040', 'Etterbeek', 'Etterbeek', null, 50.8361, 4.3861],
  ['1050', 'Ixelles', 'Elsene', null, 50.8275, 4.3697],
  ['1060', 'Saint-Gilles', 'Sint-Gillis', null, 50.8277, 4.3456],
  ['1070', 'Anderlecht', 'Anderlecht', null, 50.8365, 4.3073],
  ['1080', 'Molenbeek-Saint-Jean', 'Sint-Jans-Molenbeek', null, 50.8544, 4.3226],
  ['1081', 'Koekelberg', 'Koekelberg', null, 50.8626, 4.3257],
  ['1090', 'Jette', 'Jette', null, 50.8776, 4.3268],
  ['1150', 'Woluwe-Saint-Pierre', 'Sint-Pieters-Woluwe', null, 50.8296, 4.4314],
  ['1160', 'Auderghem', 'Oudergem', null, 50.8155, 4.433],
  ['1170', 'Watermael-Boitsfort', 'Watermaal-Bosvoorde', null, 50.799, 4.4158],
  ['1180', 'Uccle', 'Ukkel', null, 50.8003, 4.3367],
  ['1190', 'Forest', 'Vorst', null, 50.8104, 4.3243],
  ['1200', 'Woluwe-Saint-Lambert', 'Sint-Lambrechts-Woluwe', null, 50.8432, 4.4295],
];

const flanders: Row[] = [
  ['1560', 'Hoeilaart', 'Hoeilaart', null, 50.767, 4.47],
  ['1650', 'Beersel', 'Beersel', null, 50.766, 4.3],
  ['1780', 'Wemmel', 'Wemmel', null, 50.908, 4.305],
  ['1800', 'Vilvorde', 'Vilvoorde', null, 50.9281, 4.4245],
  ['1930', 'Zaventem', 'Zaventem', null, 50.8836, 4.473],
  ['2000', 'Anvers', 'Antwerpen', 'Antwerpen', 51.2194, 4.4025],
  ['2300', 'Turnhout', 'Turnhout', null, 51.3227, 4.9447],
  ['2500', 'Lierre', 'Lier', null, 51.1313, 4.57],
  ['2600', 'Berchem', 'Berchem', null, 51.199, 4.433],
  ['2800', 'Malines', 'Mechelen', 'Mecheln', 51.0259, 4.4776],
  ['2930', 'Brasschaat', 'Brasschaat', null, 51.291, 4.492],
  ['3000', 'Louvain', 'Leuven', 'Löwen', 50.8798, 4.7005],
  ['3080', 'Tervuren', 'Tervuren', null, 50.8238, 4.5141],
  ['3090', 'Overijse', 'Overijse', null, 50.774, 4.534],
  ['3300', 'Tirlemont', 'Tienen', null, 50.807, 4.938],
  ['3500', 'Hasselt', 'Hasselt', null, 50.9307, 5.3378],
  ['3600', 'Genk', 'Genk', null, 50.965, 5.5],
  ['8000', 'Bruges', 'Brugge', 'Brügge', 51.2093, 3.2247],
  ['8300', 'Knokke-Heist', 'Knokke-Heist', null, 51.35, 3.265],
  ['8400', 'Ostende', 'Oostende', 'Ostende', 51.2154, 2.9286],
  ['8500', 'Courtrai', 'Kortrijk', null, 50.828, 3.2649],
  ['8800', 'Roulers', 'Roeselare', null, 50.946, 3.123],
  ['9000', 'Gand', 'Gent', 'Gent', 51.0543, 3.7174],
  ['9100', 'Saint-Nicolas', 'Sint-Niklaas', null, 51.165, 4.1437],
  ['9200', 'Termonde', 'Dendermonde', null, 51.028, 4.101],
  ['9300', 'Alost', 'Aalst', null, 50.9378, 4.04],
  ['9800', 'Deinze', 'Deinze', null, 50.984, 3.53],
];

const wallonia: Row[] = [
  ['1300', 'Wavre', 'Waver', null, 50.717, 4.601],
  ['1310', 'La Hulpe', 'Terhulpen', null, 50.73, 4.485],
  ['1332', 'Genval', 'Genval', null, 50.723, 4.5],
  ['1348', 'Louvain-la-Neuve', 'Louvain-la-Neuve', null, 50.6681, 4.6118],
  ['1380', 'Lasne', 'Lasne', null, 50.688, 4.484],
  ['1400', 'Nivelles', 'Nijvel', null, 50.598, 4.329],
  ['1410', 'Waterloo', 'Waterloo', null, 50.7147, 4.3994],
  ['1420', "Braine-l'Alleud", 'Eigenbrakel', null, 50.683, 4.368],
  ['4000', 'Liège', 'Luik', 'Lüttich', 50.6326, 5.5797],
  ['4500', 'Huy', 'Hoei', null, 50.518, 5.24],
  ['4700', 'Eupen', 'Eupen', 'Eupen', 50.63, 6.033],
  ['4780', 'Saint-Vith', 'Sankt Vith', 'Sankt Vith', 50.283, 6.127],
  ['4800', 'Verviers', 'Verviers', null, 50.5891, 5.8623],
  ['4900', 'Spa', 'Spa', null, 50.492, 5.864],
  ['5000', 'Namur', 'Namen', null, 50.4674, 4.872],
  ['5100', 'Jambes', 'Jambes', null, 50.454, 4.872],
  ['5500', 'Dinant', 'Dinant', null, 50.2606, 4.9117],
  ['6000', 'Charleroi', 'Charleroi', null, 50.4108, 4.4446],
  ['6700', 'Arlon', 'Aarlen', 'Arel', 49.6833, 5.8167],
  ['6800', 'Libramont-Chevigny', 'Libramont-Chevigny', null, 49.92, 5.38],
  ['6900', 'Marche-en-Famenne', 'Marche-en-Famenne', null, 50.227, 5.344],
  ['7000', 'Mons', 'Bergen', null, 50.4542, 3.9523],
  ['7500', 'Tournai', 'Doornik', null, 50.6056, 3.3878],
  ['7700', 'Mouscron', 'Moeskroen', null, 50.744, 3.206],
];

const luxembourg: Row[] = [
  ['1212', 'Luxembourg', 'Luxemburg', 'Luxemburg', 49.6116, 6.1319],
  ['2449', 'Luxembourg', 'Luxemburg', 'Luxemburg', 49.6097, 6.1266],
  ['3401', 'Dudelange', 'Dudelange', 'Düdelingen', 49.4806, 6.0875],
  ['4001', 'Esch-sur-Alzette', 'Esch-sur-Alzette', 'Esch an der Alzette', 49.4958, 5.9806],
  ['4501', 'Differdange', 'Differdange', 'Differdingen', 49.5242, 5.8914],
  ['6401', 'Echternach', 'Echternach', 'Echternach', 49.8117, 6.4217],
  ['7201', 'Walferdange', 'Walferdange', 'Walferdingen', 49.6589, 6.1322],
  ['7501', 'Mersch', 'Mersch', 'Mersch', 49.7489, 6.1061],
  ['8001', 'Strassen', 'Strassen', 'Strassen', 49.6206, 6.0733],
  ['8201', 'Mamer', 'Mamer', 'Mamer', 49.6275, 6.0231],
  ['9001', 'Ettelbruck', 'Ettelbruck', 'Ettelbrück', 49.8475, 6.1042],
  ['9201', 'Diekirch', 'Diekirch', 'Diekirch', 49.8672, 6.1556],
];

function communes(rows: Row[], region: GeneratedRegion): Commune[] {
  const countryId = region === 'luxembourg' ? COUNTRY_LUXEMBOURG : COUNTRY_BELGIUM;
  return rows.map(([zip, fr, nl, de, lat, lon]) => ({
    zip,
    fr,
    nl,
    ...(de ? { de } : {}),
    region,
    countryId,
    lat,
    lon,
  }));
}

export const COMMUNES: readonly Commune[] = [
  ...communes(brussels, 'brussels'),
  ...communes(flanders, 'flanders'),
  ...communes(wallonia, 'wallonia'),
  ...communes(luxembourg, 'luxembourg'),
];

/** How often each region comes up: the agency works mostly around Brussels. */
export const REGION_WEIGHTS: readonly [GeneratedRegion, number][] = [
  ['brussels', 0.4],
  ['wallonia', 0.25],
  ['flanders', 0.25],
  ['luxembourg', 0.1],
];

export function communesIn(region: GeneratedRegion): Commune[] {
  return COMMUNES.filter((commune) => commune.region === region);
}

export function commune(zip: string): Commune {
  const found = COMMUNES.find((candidate) => candidate.zip === zip);
  if (!found) throw new RangeError(`no commune with zip ${zip}`);
  return found;
}

/**
 * The name the CRM files the commune under (`City`, GetCityList `Name`): the
 * Dutch one in Flanders, the French one elsewhere (Brussels is bilingual; the
 * agency works in French).
 */
export function officialName(commune: Commune): string {
  return commune.region === 'flanders' ? commune.nl : commune.fr;
}

export const COUNTRY_NAMES: Record<number, { fr: string; nl: string; en: string; de: string }> = {
  [COUNTRY_BELGIUM]: { fr: 'Belgique', nl: 'België', en: 'Belgium', de: 'Belgien' },
  [COUNTRY_LUXEMBOURG]: { fr: 'Luxembourg', nl: 'Luxemburg', en: 'Luxembourg', de: 'Luxemburg' },
};
