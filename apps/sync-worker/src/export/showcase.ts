// The first records of every generated export: one of each case the site
// must render (spec: price on request, 'starting from', each marquee, each
// region and Luxembourg, no photos…). They are the newest records, so they
// also head the home page's "latest properties".
import type { Markup } from './property-texts';
import type { TypeKey } from './property-types';

export interface ShowcaseCase {
  /** What the case proves, for the sample's README and the tests. */
  label: string;
  zip: string;
  type: TypeKey;
  goal: 0 | 1;
  marquee?: { code: number; name: string };
  publishPrice?: false;
  publishAddress?: false;
  startingFrom?: true;
  noPhotos?: true;
  markup?: Markup;
  /** The Zip exactly as the CRM writes it, when it differs from the commune's (`L-1212`). */
  zipText?: string;
}

export const SHOWCASE: readonly ShowcaseCase[] = [
  { label: 'Brussels, for sale', zip: '1050', type: 'apartment', goal: 0 },
  { label: 'Flanders, for sale', zip: '9000', type: 'house', goal: 0 },
  { label: 'Wallonia, for sale', zip: '1410', type: 'house', goal: 0 },
  { label: 'Brussels, for rent', zip: '1040', type: 'apartment', goal: 1 },
  { label: 'Flanders, for rent', zip: '3000', type: 'apartment', goal: 1 },
  { label: 'Wallonia, for rent, without photos', zip: '5000', type: 'apartment', goal: 1, noPhotos: true },
  { label: 'Luxembourg, for sale (Zip written L-1212)', zip: '1212', type: 'apartment', goal: 0, zipText: 'L-1212' },
  { label: 'Luxembourg, for rent', zip: '4001', type: 'apartment', goal: 1 },
  {
    label: 'price on request, address not published',
    zip: '4000',
    type: 'prestige',
    goal: 0,
    publishPrice: false,
    publishAddress: false,
  },
  { label: "'starting from' price (PriceUnit 7)", zip: '1300', type: 'house', goal: 0, startingFrom: true },
  { label: 'sold (Marquee 3)', zip: '1180', type: 'house', goal: 0, marquee: { code: 3, name: 'Vendu' } },
  { label: 'rented (Marquee 4)', zip: '2000', type: 'apartment', goal: 1, marquee: { code: 4, name: 'Loué' } },
  {
    label: "other marquee: 'Compromis en cours' (Marquee 5)",
    zip: '2800',
    type: 'house',
    goal: 0,
    marquee: { code: 5, name: 'Compromis en cours' },
  },
  {
    label: "other marquee: 'Option' (Marquee 2)",
    zip: '8500',
    type: 'apartment',
    goal: 1,
    marquee: { code: 2, name: 'Option' },
  },
  {
    label: 'description with HTML the site must sanitise',
    zip: '1030',
    type: 'apartment',
    goal: 0,
    markup: 'unsafe-html',
  },
  { label: 'building land (no rooms, no EPC)', zip: '6700', type: 'land', goal: 0 },
  { label: 'office for rent', zip: '1000', type: 'office', goal: 1 },
  { label: 'commercial property for sale', zip: '8000', type: 'commercial', goal: 0 },
  { label: 'garage for rent', zip: '1060', type: 'other', goal: 1 },
];
