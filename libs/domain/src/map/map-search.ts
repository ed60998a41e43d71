// Map search (issue 26): "within N km of a town" (`near=<postcode>&km=<N>`)
// and an area drawn on the map (`area=lat,lng;lat,lng;…`). Pure: the BFF's
// SQL (libs/db, geo-area-sql.ts) applies the same rules to the positions a
// visitor sees (publicMapPosition), so the list and the map agree.
import type { MapPosition } from './map-position';

/** The distances the list's form offers. */
export const NEAR_KM_CHOICES = [1, 2, 5, 10, 20] as const;
/** What `km` may be in a URL typed by hand. */
export const NEAR_KM_MIN = 1;
export const NEAR_KM_MAX = 50;
/** When `near` comes without `km`. */
export const NEAR_KM_DEFAULT = 5;
/**
 * A map search counts its matches up to this many; past it the page says
 * "more than" this number (docs/decisions.md, "Map search: the count stops at
 * 1,000"): testing every property of a wide area on every request cost more
 * than the whole rest of the answer.
 */
export const MAP_SEARCH_COUNT_CAP = 1000;

/** An area's corners: a triangle at least, and few enough for a short URL. */
export const AREA_MIN_POINTS = 3;
export const AREA_MAX_POINTS = 50;
/** 5 decimals: about a metre, finer than a finger on a map. */
export const AREA_DECIMALS = 5;

/** Why an `area=` cannot be searched; each has its sentence in the visitor's language (Filters.areaError*). */
export type AreaProblem = 'format' | 'tooFew' | 'tooMany' | 'degenerate' | 'selfIntersecting';

export type AreaParse = { ok: true; points: MapPosition[] } | { ok: false; problem: AreaProblem };

const COORDINATE = /^-?\d{1,3}(\.\d{1,5})?$/;

/** `50.6,5.5;50.7,5.6;50.6,5.7` → its corners, validated; the closing corner may repeat the first. */
export function parseArea(text: string): AreaParse {
  const pairs = text.trim().replace(/;$/, '').split(';');
  if (pairs.length > AREA_MAX_POINTS + 1) return { ok: false, problem: 'tooMany' };
  const points: MapPosition[] = [];
  for (const pair of pairs) {
    const [lat, lng, extra] = pair.split(',').map((part) => part.trim());
    if (extra !== undefined || !lat || !lng || !COORDINATE.test(lat) || !COORDINATE.test(lng)) {
      return { ok: false, problem: 'format' };
    }
    const point = { lat: Number(lat), lng: Number(lng) };
    if (Math.abs(point.lat) > 90 || Math.abs(point.lng) > 180) return { ok: false, problem: 'format' };
    const previous = points.at(-1);
    // A double click leaves the same corner twice: one corner.
    if (!previous || previous.lat !== point.lat || previous.lng !== point.lng) points.push(point);
  }
  const first = points[0];
  const last = points.at(-1);
  if (points.length > 1 && first && last && first.lat === last.lat && first.lng === last.lng) points.pop();
  if (points.length < AREA_MIN_POINTS) return { ok: false, problem: 'tooFew' };
  if (points.length > AREA_MAX_POINTS) return { ok: false, problem: 'tooMany' };
  if (Math.abs(signedArea(points)) < 1e-9) return { ok: false, problem: 'degenerate' };
  if (selfIntersects(points)) return { ok: false, problem: 'selfIntersecting' };
  return { ok: true, points };
}

/** The URL form of an area: `lat,lng` with 5 decimals, `;` between corners. */
export function formatArea(points: readonly MapPosition[]): string {
  const fixed = (value: number) => String(Number(value.toFixed(AREA_DECIMALS)));
  return points.map((point) => `${fixed(point.lat)},${fixed(point.lng)}`).join(';');
}

export interface LatLngBox {
  south: number;
  north: number;
  west: number;
  east: number;
}

/** The smallest box around an area: the index-friendly first test before the exact one. */
export function areaBox(points: readonly MapPosition[]): LatLngBox {
  const lats = points.map((point) => point.lat);
  const lngs = points.map((point) => point.lng);
  return { south: Math.min(...lats), north: Math.max(...lats), west: Math.min(...lngs), east: Math.max(...lngs) };
}

/** The mean radius of the Earth (km), as the SQL's haversine uses it. */
export const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two positions (haversine), in km. */
export function haversineKm(a: MapPosition, b: MapPosition): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A box holding every position within `km` of `centre` (a little larger: it only prefilters). */
export function radiusBox(centre: MapPosition, km: number): LatLngBox {
  const dLat = km / KM_PER_DEGREE;
  // Longitude degrees shrink towards the poles; Belgium is far from them.
  const dLng = km / (KM_PER_DEGREE * Math.max(Math.cos(radians(Math.min(Math.abs(centre.lat) + dLat, 89))), 0.01));
  return { south: centre.lat - dLat, north: centre.lat + dLat, west: centre.lng - dLng, east: centre.lng + dLng };
}

/** Twice the signed area in square degrees (shoelace); ~0 for points on one line. */
function signedArea(points: readonly MapPosition[]): number {
  let sum = 0;
  points.forEach((point, index) => {
    const next = points[(index + 1) % points.length] as MapPosition;
    sum += point.lng * next.lat - next.lng * point.lat;
  });
  return sum;
}

function orientation(a: MapPosition, b: MapPosition, c: MapPosition): number {
  const value = (b.lng - a.lng) * (c.lat - a.lat) - (b.lat - a.lat) * (c.lng - a.lng);
  return Math.abs(value) < 1e-12 ? 0 : Math.sign(value);
}

function onSegment(a: MapPosition, b: MapPosition, point: MapPosition): boolean {
  return (
    Math.min(a.lng, b.lng) <= point.lng &&
    point.lng <= Math.max(a.lng, b.lng) &&
    Math.min(a.lat, b.lat) <= point.lat &&
    point.lat <= Math.max(a.lat, b.lat)
  );
}

function segmentsCross(a: MapPosition, b: MapPosition, c: MapPosition, d: MapPosition): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(a, b, c)) ||
    (o2 === 0 && onSegment(a, b, d)) ||
    (o3 === 0 && onSegment(c, d, a)) ||
    (o4 === 0 && onSegment(c, d, b))
  );
}

/** Whether two edges that do not share a corner touch: a figure-of-eight has no inside to search. */
function selfIntersects(points: readonly MapPosition[]): boolean {
  const count = points.length;
  const edge = (index: number) => [points[index], points[(index + 1) % count]] as [MapPosition, MapPosition];
  for (let i = 0; i < count; i += 1) {
    for (let j = i + 1; j < count; j += 1) {
      // Neighbouring edges share a corner (the first and the last too).
      if (j === i + 1 || (i === 0 && j === count - 1)) continue;
      const [a, b] = edge(i);
      const [c, d] = edge(j);
      if (segmentsCross(a, b, c, d)) return true;
    }
  }
  return false;
}
