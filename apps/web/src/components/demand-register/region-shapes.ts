// Belgium's three regions and the Grand Duchy of Luxembourg, simplified to a
// few dozen points each (equirectangular, 2.5°E–6.6°E, 49.4°N–51.55°N): enough
// to recognise and to click, drawn inline so no map tiles or third party load.
import type { CityRegion } from '@immo/domain';

export const REGION_MAP_VIEWBOX = '0 0 390 320';

export interface RegionShape {
  region: CityRegion;
  path: string;
  /** Where its name is written. */
  label: { x: number; y: number };
}

// Brussels last: drawn over Flanders, which surrounds it.
export const REGION_SHAPES: readonly RegionShape[] = [
  {
    region: 'flanders',
    path: 'M5,69 L81,27 L134,51 L167,27 L219,7 L248,18 L286,39 L320,60 L301,105 L305,120 L286,121 L239,117 L200,120 L162,124 L114,120 L67,118 L33,124 L10,90 Z',
    label: { x: 110, y: 80 },
  },
  {
    region: 'wallonia',
    path: 'M33,124 L67,118 L114,120 L162,124 L200,120 L239,117 L286,121 L305,120 L334,120 L363,157 L372,184 L337,205 L329,247 L317,300 L283,307 L248,270 L224,262 L226,210 L191,237 L157,236 L162,188 L114,188 L76,157 Z',
    label: { x: 230, y: 180 },
  },
  {
    region: 'luxembourg',
    path: 'M337,205 L346,214 L382,262 L369,312 L334,315 L317,300 L329,247 Z',
    label: { x: 352, y: 292 },
  },
  {
    region: 'brussels',
    path: 'M167,112 L186,115 L189,100 L177,94 L168,100 Z',
    label: { x: 178, y: 88 },
  },
];
