// Query schemas of the public property endpoints, shared by the BFF and the web. Unknown parameters are
// ignored (trackers append utm_* to URLs); known ones must be valid.
import { locales } from '../locale';
import { CITY_FILTER_MAX, distinctCityFilters, parseCityFilter, type CityFilter } from '../property/list-filters';
import { PROPERTY_FEATURES } from '../property/property-features';
import { AREA_MAX_POINTS, NEAR_KM_MAX, NEAR_KM_MIN, parseArea } from '../map/map-search';
import { ENERGY_FILTER_LABELS } from '../energy/energy-filter';
import { z } from 'zod';
import { queryTextSchema } from './query-text';
import { ZRecordIdSchema } from './record-id';

export const propertyGoals = ['sale', 'rent'] as const;
export type PropertyGoal = (typeof propertyGoals)[number];

/** `newest` = latest CRM change first; prices sort with unpublished and missing prices last. */
export const propertySorts = ['newest', 'price-asc', 'price-desc'] as const;
export type PropertySort = (typeof propertySorts)[number];

/** A query parameter that may repeat (`?a=1&a=2`, an array) or not (`?a=1`): a list either way. */
function oneOrMany<T extends z.ZodType<string, string>>(item: T) {
  return z.union([item, z.array(item).min(1)]).transform((value) => (Array.isArray(value) ? value : [value]));
}

export const ZListPropertiesQuerySchema = z.object({
  /** Falls back to DEFAULT_LOCALE when absent. */
  locale: z.enum(locales).optional(),
  goal: z.enum(propertyGoals).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(12).meta({ description: '1-100, default 12' }),
  offset: z.coerce.number().int().min(0).max(100_000).default(0).meta({ description: 'default 0' }),
  /**
   * The towns, repeatable (`?city=1000&city=1050`): a postal code (every town of that code) or the spec's `Name|Zip`
   * (e.g. `Liège|4000`; the name may be in any language). A property in any of them matches.
   */
  city: oneOrMany(queryTextSchema(200))
    .transform((values, context) => {
      const cities = values.map(parseCityFilter);
      if (cities.some((city) => city === null) || cities.length > CITY_FILTER_MAX) {
        context.addIssue({ code: 'custom', message: `Expected 1-${CITY_FILTER_MAX} postal codes or Name|Zip` });
        return z.NEVER;
      }
      return distinctCityFilters(cities as CityFilter[]);
    })
    .optional()
    .meta({
      description: 'Repeatable: a postal code (e.g. 1050) or Name|Zip (e.g. Liège|4000, the name in any language)',
    }),
  /** A WebID: matches the property's WebID or an entry of its WebIDs list. */
  type: ZRecordIdSchema.optional().meta({ description: 'WebID: matches the WebID or an entry of WebIDs' }),
  minPrice: z.coerce.number().min(0).max(1_000_000_000).optional().meta({ description: 'Excludes prices on request' }),
  maxPrice: z.coerce.number().min(0).max(1_000_000_000).optional().meta({ description: 'Excludes prices on request' }),
  minBedrooms: z.coerce.number().int().min(0).max(100).optional(),
  /** Living area in m²; a property whose living area is unknown matches neither bound. */
  minLivingArea: z.coerce.number().min(0).max(100_000).optional().meta({ description: 'm²; excludes unknown areas' }),
  maxLivingArea: z.coerce.number().min(0).max(100_000).optional().meta({ description: 'm²; excludes unknown areas' }),
  /** The worst energy label accepted, judged on each property's own regional scale. */
  maxEnergy: z.enum(ENERGY_FILTER_LABELS).optional().meta({
    description: "Label code (a_plusplus, a_plus, a, b … g): that label or better on the property's regional scale",
  }),
  /** Repeatable (`?feature=garden&feature=parking`): a property matches when it has every one (featuresOf). */
  feature: oneOrMany(z.enum(PROPERTY_FEATURES))
    .transform((values) => PROPERTY_FEATURES.filter((feature) => values.includes(feature)))
    .optional()
    .meta({ description: `Repeatable, all must hold: ${PROPERTY_FEATURES.join(', ')}` }),
  /** Map search: within `km` of the town of this postcode (its properties' mean position). */
  near: z
    .string()
    .regex(/^\d{4}$/, 'Expected a postcode')
    .optional()
    .meta({ description: 'A postcode: with km, the properties within km of its town' }),
  km: z.coerce
    .number()
    .int()
    .min(NEAR_KM_MIN)
    .max(NEAR_KM_MAX)
    .optional()
    .meta({ description: `${NEAR_KM_MIN}-${NEAR_KM_MAX}, with near (default 5)` }),
  /** Map search: an area drawn on the map, `lat,lng;lat,lng;…`. */
  area: z
    .string()
    .max(AREA_MAX_POINTS * 24)
    .transform((value, context) => {
      const area = parseArea(value);
      if (!area.ok) {
        context.addIssue({
          code: 'custom',
          message: `Expected lat,lng;… of 3-${AREA_MAX_POINTS} corners (${area.problem})`,
        });
        return z.NEVER;
      }
      return area.points;
    })
    .optional()
    .meta({
      description: `lat,lng pairs (5 decimals) separated by ;, 3-${AREA_MAX_POINTS} corners, not crossing itself`,
    }),
  sort: z
    .enum(propertySorts)
    .default('newest')
    .meta({ description: 'default newest (latest change); prices on request last' }),
});
export type TListPropertiesQuery = z.infer<typeof ZListPropertiesQuerySchema>;

export const ZPropertyDetailQuerySchema = z.object({
  locale: z.enum(locales).optional(),
});
export type TPropertyDetailQuery = z.infer<typeof ZPropertyDetailQuerySchema>;

/** A property's (or project's) id in a path: the one record id rule. */
export const ZPropertyIdSchema = ZRecordIdSchema;

/** `/api/cities`, `/api/types`: only the language of the names. */
export const ZCatalogueQuerySchema = z.object({
  locale: z.enum(locales).optional(),
});
export type TCatalogueQuery = z.infer<typeof ZCatalogueQuerySchema>;

/** The shortest query the search box sends; anything shorter answers an empty result. */
export const SEARCH_MIN_QUERY_LENGTH = 2;
/** The most results a search may ask for per group. */
export const SEARCH_MAX_LIMIT = 20;
/** Results per group when a search names no limit. */
export const SEARCH_DEFAULT_LIMIT = 8;

export const ZSearchQuerySchema = z.object({
  q: queryTextSchema(100).default('').meta({
    description: 'Reference, id, city name or postal code, type name; under 2 characters answers empty lists',
  }),
  locale: z.enum(locales).optional(),
  /** Per group (properties, cities, types). */
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SEARCH_MAX_LIMIT)
    .default(SEARCH_DEFAULT_LIMIT)
    .meta({ description: `Per group, 1-${SEARCH_MAX_LIMIT}, default ${SEARCH_DEFAULT_LIMIT}` }),
});
export type TSearchQuery = z.infer<typeof ZSearchQuerySchema>;
