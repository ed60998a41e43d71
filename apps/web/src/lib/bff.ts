// Server-side access to the BFF. Only server components import this: the
// browser reaches the BFF through the same-origin /api relay instead.
import {
  ZCityListResponseSchema,
  ZPropertyByIdsDtoSchema,
  ZPropertyDetailDtoSchema,
  ZPropertySummaryPageSchema,
  ZPropertyTypeListSchema,
  type Locale,
  type PropertyDetailDto,
  type PropertyGoal,
} from '@immo/domain';
import { INTERNAL_TOKEN_HEADER } from '@immo/platform';
import { cache } from 'react';
import type { z } from 'zod';
import { webEnv } from '@/config/env';
import {
  BAD_ANSWER_STATUS,
  BffError,
  firstIssue,
  listFilterParams,
  nullWhenMissing,
  type ListFilters,
} from './bff-contract';
import { reportBffError, reportBffFailure } from './bff-health';

const { BFF_URL, INTERNAL_API_TOKEN } = webEnv();

// Listings change when the sync worker imports the CRM export, not from
// second to second: a minute of caching spares the BFF and PostgreSQL a query
// per page view, and a new import shows within a minute.
const REVALIDATE_SECONDS = 60;

/**
 * Every catalogue answer carries this tag, so one call to the web's
 * /internal/revalidate (made by the sync worker after an import that changed
 * something) drops them all without waiting for the minute to pass.
 */
export const CATALOGUE_TAG = 'catalogue';

/**
 * A GET to the BFF through Next's data cache (see REVALIDATE_SECONDS and
 * CATALOGUE_TAG), its answer checked against the domain's schema of it: the
 * one way web code reads the BFF. An answer of the wrong shape is the BFF's
 * failure like a 5xx (a BffError, so the API-failure page), logged once with
 * the path and what did not match, instead of a TypeError deep in a component.
 */
export async function getJson<T>(
  path: string,
  schema: z.ZodType<T>,
  tags: readonly string[] = [CATALOGUE_TAG],
): Promise<T> {
  const response = await fetch(`${BFF_URL}${path}`, {
    next: { revalidate: REVALIDATE_SECONDS, tags: [...tags] },
    headers: {
      accept: 'application/json',
      // The BFF's rate limit is per visitor; this server renders for all of them.
      [INTERNAL_TOKEN_HEADER]: INTERNAL_API_TOKEN,
      // This server asks only when its own copy is stale or was dropped after
      // an import, so the BFF's cached answer would be the one it wants replaced.
      'cache-control': 'no-cache',
    },
  }).catch((error: unknown) => {
    // No answer at all: the proxy shows the API-failure page (503) until the BFF is back.
    reportBffFailure();
    throw error;
  });
  if (!response.ok) {
    if (response.status >= 500) reportBffError();
    throw new BffError(response.status, path);
  }
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    console.error(`[web] BFF ${path}: unexpected answer (${firstIssue(parsed.error)})`);
    reportBffError();
    throw new BffError(BAD_ANSWER_STATUS, path);
  }
  return parsed.data;
}

export interface ListPropertiesQuery extends ListFilters {
  locale: Locale;
  goal?: PropertyGoal;
  limit: number;
  offset?: number;
}

export function listProperties({ locale, goal, limit, offset = 0, ...filters }: ListPropertiesQuery) {
  const query = listFilterParams(filters);
  query.set('locale', locale);
  query.set('limit', String(limit));
  query.set('offset', String(offset));
  if (goal) query.set('goal', goal);
  return getJson(`/api/properties?${query.toString()}`, ZPropertySummaryPageSchema);
}

/** The cities with live properties, as the sale, rent and combined lists. */
export function listCities(locale: Locale) {
  return getJson(`/api/cities?locale=${locale}`, ZCityListResponseSchema);
}

/** The property types (GetWebIDList) with their Sale/Rent flags, by ShowOrder. */
export function listTypes(locale: Locale) {
  return getJson(`/api/types?locale=${locale}`, ZPropertyTypeListSchema);
}

/**
 * A property's detail, or null when unknown or withdrawn (nullWhenMissing).
 * Wrapped in `cache` so generateMetadata and the page share one call.
 */
export const getProperty = cache((id: number, locale: Locale): Promise<PropertyDetailDto | null> =>
  nullWhenMissing(getJson(`/api/properties/${id}?locale=${locale}`, ZPropertyDetailDtoSchema)),
);

/** A visitor's favourites or comparison, withdrawn properties included and marked (issue 26). */
export function getPropertiesByIds(ids: readonly number[], locale: Locale) {
  return getJson(`/api/properties/by-ids?ids=${ids.join(',')}&locale=${locale}`, ZPropertyByIdsDtoSchema);
}
