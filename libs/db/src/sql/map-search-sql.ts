// The map search's SQL rules (issue 26): "within N km of a town" and "inside
// a drawn area", once, for the BFF's list statement, which the map's markers
// run too (so the list and the map show the same properties). Both test the
// position a visitor sees (publicMapPosition in libs/domain: an unpublished
// address's rounded to 0.01°), never the CRM's exact one, so that drawing
// ever smaller areas cannot find a house the agency chose not to place. Each
// test starts with a box on the raw columns (IDX_properties_live_position),
// widened by the most the rounding moves a pin, then the exact test.
import { APPROXIMATE_POSITION_DECIMALS, areaBox, EARTH_RADIUS_KM, radiusBox, type LatLngBox } from '@immo/domain';
import type { MapPosition } from '@immo/domain';

/** Adds a parameter, answers its placeholder (`$3`). */
export type SqlParam = (value: unknown) => string;

/** The most rounding to APPROXIMATE_POSITION_DECIMALS moves a coordinate. */
const ROUNDING_SLACK = 0.5 * 10 ** -APPROXIMATE_POSITION_DECIMALS;

/** A coordinate of the public position of the properties row `alias`. */
function publicCoordinateSql(alias: string, column: 'latitude' | 'longitude'): string {
  // In float8, as publicMapPosition rounds (Math.round(value * 100) / 100): the same pin, and no numeric arithmetic per row.
  const factor = 10 ** APPROXIMATE_POSITION_DECIMALS;
  return `CASE WHEN ${alias}.publish_address THEN ${alias}.${column} ELSE round(${alias}.${column} * ${factor}) / ${factor} END`;
}

function boxSql(alias: string, box: LatLngBox, param: SqlParam): string {
  const lat = (value: number) => `${param(value)}::float8`;
  return `${alias}.latitude BETWEEN ${lat(box.south - ROUNDING_SLACK)} AND ${lat(box.north + ROUNDING_SLACK)}
    AND ${alias}.longitude BETWEEN ${lat(box.west - ROUNDING_SLACK)} AND ${lat(box.east + ROUNDING_SLACK)}`;
}

/** Whether the row `alias` is shown within `km` of `centre` (haversine, as haversineKm in libs/domain). */
export function withinRadiusSql(alias: string, centre: MapPosition, km: number, param: SqlParam): string {
  const lat = publicCoordinateSql(alias, 'latitude');
  const lng = publicCoordinateSql(alias, 'longitude');
  const centreLat = `${param(centre.lat)}::float8`;
  const centreLng = `${param(centre.lng)}::float8`;
  return `(${boxSql(alias, radiusBox(centre, km), param)}
    AND 2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(sin(radians(${lat} - ${centreLat}) / 2) ^ 2
      + cos(radians(${centreLat})) * cos(radians(${lat})) * sin(radians(${lng} - ${centreLng}) / 2) ^ 2))) <= ${param(km)}::float8)`;
}

/**
 * Whether the row `alias` is shown inside the area (PostgreSQL's own polygon
 * type: x the longitude, y the latitude; a pin on the edge is inside). Edges
 * are straight in degrees, as drawn on the map at the scale of a town.
 */
export function withinAreaSql(alias: string, points: readonly MapPosition[], param: SqlParam): string {
  const polygon = `(${points.map((point) => `(${point.lng},${point.lat})`).join(',')})`;
  const lat = publicCoordinateSql(alias, 'latitude');
  const lng = publicCoordinateSql(alias, 'longitude');
  return `(${boxSql(alias, areaBox(points), param)}
    AND ${param(polygon)}::polygon @> point(${lng}, ${lat}))`;
}

/**
 * The centre of the town of a postcode, `$1`: the cities table has no
 * position, so the mean position of its live properties (none: no row with
 * a latitude, the town has no centre). Read off IDX_properties_live_zip_position.
 */
export const NEAR_CENTRE_SQL = `SELECT avg(latitude)::float8 AS lat, avg(longitude)::float8 AS lng FROM properties
  WHERE zip = $1 AND withdrawn_at IS NULL AND latitude IS NOT NULL AND longitude IS NOT NULL`;
