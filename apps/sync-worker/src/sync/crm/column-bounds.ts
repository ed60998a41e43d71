// What the catalogue's columns can hold (libs/db/src/migrations),
// in one place: a CRM value outside these bounds is caught while its record
// is mapped, and reported with the record's ID, instead of failing the
// statement that writes a whole batch.

export interface Range {
  min: number;
  max: number;
}

/** `smallint`: properties.goal. */
export const SMALLINT: Range = { min: -32_768, max: 32_767 };
/** `integer`: ids, type and country codes, marquee, price unit, show order, bedrooms. */
export const INTEGER: Range = { min: -2_147_483_648, max: 2_147_483_647 };
/** A count of rooms, garages…: none is negative, and the bedrooms column is an `integer`. */
export const COUNT: Range = { min: 0, max: INTEGER.max };
/**
 * `numeric(12,2)`: prices and project price ranges. A price is never
 * negative: the record is rejected, its previous version (if any) stays live.
 */
export const PRICE = { min: 0, below: 1e10, label: '0 to 9 999 999 999.99' } as const;
/** CRM timestamps: a real date of the Gregorian calendar (year 0000 does not exist; PostgreSQL refuses it). */
export const FIRST_YEAR = 1;
/**
 * Text in a unique or primary-key B-tree index (owners.email, cities.name):
 * a B-tree entry holds at most ~2 700 bytes, and no real e-mail or commune
 * name comes near these lengths (an e-mail is at most 254 characters, RFC 5321).
 */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_CITY_NAME_LENGTH = 200;

export function inRange(value: number, range: Range): boolean {
  return value >= range.min && value <= range.max;
}
