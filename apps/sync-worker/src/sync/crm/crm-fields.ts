// Tolerant readers for one CRM record's fields. Each returns the value or
// null when absent, and records a problem when the field is present but
// unusable, so one record reports all its problems at once.
import { parseAmount } from '@immo/domain';
import { FIRST_YEAR, INTEGER, inRange, PRICE, type Range } from './column-bounds';

export type CrmRecord = Record<string, unknown>;

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

export class FieldReader {
  readonly problems: string[] = [];

  constructor(private readonly record: CrmRecord) {}

  raw(field: string): unknown {
    const value = this.record[field];
    return value === '' ? null : (value ?? null);
  }

  number(field: string): number | null {
    const value = this.raw(field);
    if (value === null) return null;
    const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof parsed === 'number' && Number.isFinite(parsed)) return parsed;
    this.problems.push(`${field} ${JSON.stringify(value)} is not a number`);
    return null;
  }

  /**
   * A money amount: a number, or text as the CRM's users type it (`250.000`,
   * `250000,00`, `€ 1.250.000`, `1 250 000`), read with the domain's rule.
   */
  amount(field: string): number | null {
    const value = this.raw(field);
    if (value === null) return null;
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    const parsed = typeof value === 'string' ? parseAmount(value) : Number.NaN;
    if (Number.isFinite(parsed)) return parsed;
    this.problems.push(`${field} ${JSON.stringify(value)} is not an amount`);
    return null;
  }

  /** Present and non-empty, else a problem: the record cannot be shown without it. */
  required<T>(field: string, value: T | null): T | null {
    if (value === null && !this.problems.some((problem) => problem.startsWith(`${field} `)))
      this.problems.push(`missing ${field}`);
    return value;
  }

  /** A whole number within the column's range (an `integer` unless told). */
  integer(field: string, range: Range = INTEGER): number | null {
    const value = this.number(field);
    if (value === null) return null;
    if (!Number.isInteger(value)) this.problems.push(`${field} ${value} is not a whole number`);
    else if (!inRange(value, range))
      this.problems.push(`${field} ${value} is out of range (${range.min} to ${range.max})`);
    else return value;
    return null;
  }

  /** An amount a `numeric(12,2)` price column holds, never negative (column-bounds.ts). */
  price(field: string): number | null {
    const value = this.amount(field);
    // The column rounds to cents: 9 999 999 999.999 becomes 10 000 000 000.00, which overflows.
    const cents = value === null ? 0 : Math.round(value * 100);
    if (value === null || (cents >= PRICE.min * 100 && cents < PRICE.below * 100)) return value;
    this.problems.push(`${field} ${value} is not a price (${PRICE.label})`);
    return null;
  }

  text(field: string): string | null {
    const value = this.raw(field);
    if (value === null) return null;
    if (typeof value === 'string') return value.trim() || null;
    if (typeof value === 'number') return String(value);
    this.problems.push(`${field} ${JSON.stringify(value)} is not text`);
    return null;
  }

  boolean(field: string): boolean | null {
    const value = this.raw(field);
    if (value === null) return null;
    if (typeof value === 'boolean') return value;
    this.problems.push(`${field} ${JSON.stringify(value)} is not true or false`);
    return null;
  }

  /** `YYYY-MM-DD HH:mm:ss`, checked to be a real calendar date and time. */
  dateTime(field: string): string | null {
    const value = this.raw(field);
    if (value === null) return null;
    const match = typeof value === 'string' ? DATE_TIME.exec(value) : null;
    if (match) {
      // Read one by one: two records' dates cost as much as the rest of their fields together.
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      const [hour, minute, second] = [Number(match[4]), Number(match[5]), Number(match[6])];
      // setUTCFullYear, not Date.UTC: the latter reads years 0–99 as 1900–1999.
      const date = new Date(0);
      date.setUTCFullYear(year, month - 1, day);
      if (
        year >= FIRST_YEAR &&
        date.getUTCMonth() === month - 1 &&
        date.getUTCDate() === day &&
        hour < 24 &&
        minute < 60 &&
        second < 60
      ) {
        return value as string;
      }
    }
    this.problems.push(`${field} ${JSON.stringify(value)} is not a date YYYY-MM-DD HH:mm:ss`);
    return null;
  }

  array(field: string): unknown[] {
    const value = this.raw(field);
    if (value === null) return [];
    if (Array.isArray(value)) return value;
    this.problems.push(`${field} is not a list`);
    return [];
  }
}

export function isRecord(value: unknown): value is CrmRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
