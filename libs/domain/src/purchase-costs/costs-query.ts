// The calculator's choices live in the detail page's address (a GET form:
// it works without JavaScript), read and written here once, for the page and
// for the web server's page cache, which keeps one copy per normalised query.
import { parseAmount } from '../forms/parse-amount';

export interface CostsQuery {
  ownHome?: boolean;
  /** A price the visitor typed: the only price used when the listing's is on request. */
  price?: number;
  amount?: number;
  /** Yearly rate in percent. */
  rate?: number;
  years?: number;
  /** Luxembourg: buyers of a main residence, each with a credit. */
  buyers?: number;
}

export type CostsSearchParams = Record<string, string | string[] | undefined>;

export const COSTS_LIMITS = {
  price: { min: 1_000, max: 100_000_000 },
  amount: { min: 0, max: 100_000_000 },
  rate: { min: 0, max: 20 },
  years: { min: 1, max: 40 },
  buyers: { min: 1, max: 2 },
} as const;

function single(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed.slice(0, 40) : undefined;
}

function number(value: string | undefined, { min, max }: { min: number; max: number }): number | undefined {
  if (value === undefined) return undefined;
  const parsed = parseAmount(value);
  return Number.isFinite(parsed) && parsed >= min && parsed <= max ? parsed : undefined;
}

/** The choices in a query; anything missing, malformed or out of range is left out (its default applies). */
export function parseCostsQuery(params: CostsSearchParams): CostsQuery {
  const query: CostsQuery = {};
  const ownHome = single(params.ownHome);
  if (ownHome === 'yes' || ownHome === 'no') query.ownHome = ownHome === 'yes';
  const price = number(single(params.price), COSTS_LIMITS.price);
  if (price !== undefined) query.price = Math.round(price);
  const amount = number(single(params.amount), COSTS_LIMITS.amount);
  if (amount !== undefined) query.amount = Math.round(amount);
  const rate = number(single(params.rate), COSTS_LIMITS.rate);
  if (rate !== undefined) query.rate = Math.round(rate * 100) / 100;
  const years = number(single(params.years), COSTS_LIMITS.years);
  if (years !== undefined) query.years = Math.round(years);
  const buyers = number(single(params.buyers), COSTS_LIMITS.buyers);
  if (buyers !== undefined) query.buyers = Math.round(buyers);
  return query;
}

/** The query string (without '?') of the choices, in one order; empty when there are none. */
export function costsQueryString(query: CostsQuery): string {
  const params = new URLSearchParams();
  if (query.ownHome !== undefined) params.set('ownHome', query.ownHome ? 'yes' : 'no');
  for (const key of ['price', 'amount', 'rate', 'years', 'buyers'] as const) {
    const value = query[key];
    if (value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}
