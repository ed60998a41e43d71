// The web's side of the BFF's HTTP contract that is pure: how list filters
// become query parameters, and which answers mean "no such record". Kept apart
// from bff.ts (which reads the server's settings) so it is the one serialiser
// for the server's calls, the map's and the list pages' own URLs alike.
import {
  cityFilterValue,
  type CityFilter,
  type EnergyFilterLabel,
  type PropertyFeature,
  type PropertySort,
} from '@immo/domain';
import { formatArea, type MapPosition } from '@immo/domain';

/** The list filters the BFF serves (see ZListPropertiesQuerySchema in @immo/domain). */
export interface ListFilters {
  /** Any of these towns. */
  city?: CityFilter[];
  /** A WebID. */
  type?: number;
  minPrice?: number;
  maxPrice?: number;
  minBedrooms?: number;
  /** m² */
  minLivingArea?: number;
  maxLivingArea?: number;
  maxEnergy?: EnergyFilterLabel;
  /** Every one of these. */
  feature?: PropertyFeature[];
  /** Map search: a postcode, and how many km around its town (NEAR_KM_DEFAULT when absent). */
  near?: string;
  km?: number;
  /** Map search: the corners of an area drawn on the map. */
  area?: MapPosition[];
  sort?: PropertySort;
}

/**
 * The filters as the BFF's query parameters, which are also the list pages' URL
 * parameters. The default sort ('newest') is left out: the BFF applies it when
 * absent, and a shared URL stays short.
 */
export function listFilterParams(filters: ListFilters): URLSearchParams {
  const query = new URLSearchParams();
  for (const city of filters.city ?? []) query.append('city', cityFilterValue(city));
  if (filters.type !== undefined) query.set('type', String(filters.type));
  if (filters.minPrice !== undefined) query.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) query.set('maxPrice', String(filters.maxPrice));
  if (filters.minBedrooms !== undefined) query.set('minBedrooms', String(filters.minBedrooms));
  if (filters.minLivingArea !== undefined) query.set('minLivingArea', String(filters.minLivingArea));
  if (filters.maxLivingArea !== undefined) query.set('maxLivingArea', String(filters.maxLivingArea));
  if (filters.maxEnergy !== undefined) query.set('maxEnergy', filters.maxEnergy);
  for (const feature of filters.feature ?? []) query.append('feature', feature);
  if (filters.near !== undefined) query.set('near', filters.near);
  if (filters.near !== undefined && filters.km !== undefined) query.set('km', String(filters.km));
  if (filters.area) query.set('area', formatArea(filters.area));
  if (filters.sort && filters.sort !== 'newest') query.set('sort', filters.sort);
  return query;
}

/**
 * The status a BffError carries for an answer whose body is not the shape the
 * domain's schema says (502, as a gateway names an upstream's invalid answer):
 * the BFF's failure, shown and counted as its 5xx are.
 */
export const BAD_ANSWER_STATUS = 502;

/** The first thing that did not match, as one log line: where, and what. */
export function firstIssue(error: {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}): string {
  const issue = error.issues[0];
  if (!issue) return 'no detail';
  const where = issue.path.map(String).join('.') || '(root)';
  const more = error.issues.length > 1 ? `, and ${error.issues.length - 1} more` : '';
  return `${where}: ${issue.message}${more}`;
}

/** The BFF answered with an unexpected status or an answer of the wrong shape. */
export class BffError extends Error {
  constructor(
    readonly status: number,
    path: string,
  ) {
    super(`BFF ${path} answered ${status}`);
    this.name = 'BffError';
  }
}

/** The BFF's answers for a record it does not know (404) or that was withdrawn (410): a 'not found' page. */
export function isMissingStatus(status: number): boolean {
  return status === 404 || status === 410;
}

/**
 * A record's answer, or null when the BFF does not know it (404) or it was
 * withdrawn (410): both are a 'not found' page for the visitor. Any other
 * failure is the caller's (the API-failure page).
 */
export async function nullWhenMissing<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof BffError && isMissingStatus(error.status)) return null;
    throw error;
  }
}
