// The map search's SQL rules (issue 26): "within N km of a town" and "inside
// a drawn area", once, for the BFF's list statement, which the map's markers
// run too (so the list and the map show the same properties). Both test the
// position a visitor sees (publicMapPosition in libs/domain: an unpublished
// address's rounded to 0.01°), never the CRM's exact one, so that drawing
// ever smaller areas cannot find a house the agency chose not to place. Each
// test comes two ways, which find the same rows (MapSearchSql).
import { APPROXIMATE_POSITION_DECIMALS, areaBox, EARTH_RADIUS_KM, radiusBox, type LatLngBox } from '@immo/domain';
import type { MapPosition } from '@immo/domain';

/** Adds a parameter, answers its placeholder (`$3`). */
export type SqlParam = (value: unknown) => string;

/**
 * One map search test, written for each way of finding its rows (the same
 * placeholders in both). `box`: a box on the raw columns first, widened by the
 * most the rounding moves a pin, which IDX_properties_live_position answers,
 * then the exact test: every match is read, for a search with few. `order`:
 * the box on the shown position, which no index answers, so the planner walks
 * the list's order (IDX_properties_live_newest carries the columns tested)
 * and stops when the page is full, for a search with many.
 */
export interface MapSearchSql {
  box: string;
  order: string;
}

/** The most rounding to APPROXIMATE_POSITION_DECIMALS moves a coordinate. */
const ROUNDING_SLACK = 0.5 * 10 ** -APPROXIMATE_POSITION_DECIMALS;

/** A coordinate of the public position of the properties row `alias`. */
function publicCoordinateSql(alias: string, column: 'latitude' | 'longitude'): string {
  // In float8, as publicMapPosition rounds (Math.round(value * 100) / 100): the same pin, and no numeric arithmetic per row.
  const factor = 10 ** APPROXIMATE_POSITION_DECIMALS;
  return `CASE WHEN ${alias}.publish_address THEN ${alias}.${column} ELSE round(${alias}.${column} * ${factor}) / ${factor} END`;
}

/**
 * The box, widened by the rounding, on the raw columns and on the shown
 * position (the same placeholders). Only a prefilter: the exact test decides.
 */
function boxSql(alias: string, box: LatLngBox, param: SqlParam): MapSearchSql {
  const bound = (value: number, slack: '-' | '+') => `${param(value)}::float8 ${slack} ${ROUNDING_SLACK}`;
  const [south, north, west, east] = [
    bound(box.south, '-'),
    bound(box.north, '+'),
    bound(box.west, '-'),
    bound(box.east, '+'),
  ];
  const within = (lat: string, lng: string) => `${lat} BETWEEN ${south} AND ${north}
    AND ${lng} BETWEEN ${west} AND ${east}`;
  return {
    box: within(`${alias}.latitude`, `${alias}.longitude`),
    order: within(publicCoordinateSql(alias, 'latitude'), publicCoordinateSql(alias, 'longitude')),
  };
}

function bothWays(box: MapSearchSql, exact: string): MapSearchSql {
  return { box: `(${box.box}\n    AND ${exact})`, order: `(${box.order}\n    AND ${exact})` };
}

/** Whether the row `alias` is shown within `km` of `centre` (haversine, as haversineKm in libs/domain). */
export function withinRadiusSql(alias: string, centre: MapPosition, km: number, param: SqlParam): MapSearchSql {
  const lat = publicCoordinateSql(alias, 'latitude');
  const lng = publicCoordinateSql(alias, 'longitude');
  const box = boxSql(alias, radiusBox(centre, km), param);
  const centreLat = `${param(centre.lat)}::float8`;
  const centreLng = `${param(centre.lng)}::float8`;
  return bothWays(
    box,
    `2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(sin(radians(${lat} - ${centreLat}) / 2) ^ 2
      + cos(radians(${centreLat})) * cos(radians(${lat})) * sin(radians(${lng} - ${centreLng}) / 2) ^ 2))) <= ${param(km)}::float8`,
  );
}

/**
 * Whether the row `alias` is shown inside the area (PostgreSQL's own polygon
 * type: x the longitude, y the latitude; a pin on the edge is inside). Edges
 * are straight in degrees, as drawn on the map at the scale of a town.
 */
export function withinAreaSql(alias: string, points: readonly MapPosition[], param: SqlParam): MapSearchSql {
  const polygon = `(${points.map((point) => `(${point.lng},${point.lat})`).join(',')})`;
  const lat = publicCoordinateSql(alias, 'latitude');
  const lng = publicCoordinateSql(alias, 'longitude');
  const box = boxSql(alias, areaBox(points), param);
  return bothWays(box, `${param(polygon)}::polygon @> point(${lng}, ${lat})`);
}

/**
 * The centre of the town of a postcode, `$1`: the cities table has no
 * position, so the mean position of its live properties (none: no row with
 * a latitude, the town has no centre). Read off IDX_properties_live_zip_position.
 */
export const NEAR_CENTRE_SQL = `SELECT avg(latitude)::float8 AS lat, avg(longitude)::float8 AS lng FROM properties
  WHERE zip = $1 AND withdrawn_at IS NULL AND latitude IS NOT NULL AND longitude IS NOT NULL`;
