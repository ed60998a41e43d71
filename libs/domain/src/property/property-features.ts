// Issue 26: what a property offers beyond its rooms, which the lists filter on
// (`?feature=garden&feature=parking`) and the demand register's alerts match.
// One rule, read from the importer's detail fields (StoredPropertyDetails) and
// the property's project; the `properties` table repeats it as generated
// columns (migration PropertyFeatures), so the list's SQL and the alerts agree.
//
// No lift: the CRM export has no lift or elevator field, and a filter that
// matched nothing would hide every property from whoever ticked it
// (docs/decisions.md, "List filters: amenities").
import type { PropertyDetailFields } from '../entities/property-detail';

/** In the order the form offers them; the values are the URL's. */
export const PROPERTY_FEATURES = ['garden', 'terrace', 'parking', 'new-build'] as const;
export type PropertyFeature = (typeof PROPERTY_FEATURES)[number];

/** The detail fields a feature is read from. */
export type PropertyFeatureFields = Pick<
  PropertyDetailFields,
  'gardenSurface' | 'terraceSurface' | 'garages' | 'parkings'
>;

const some = (value: number | null | undefined): boolean =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

export function isPropertyFeature(value: string): value is PropertyFeature {
  return (PROPERTY_FEATURES as readonly string[]).includes(value);
}

/**
 * The features of a property, in PROPERTY_FEATURES' order. A garden or a
 * terrace is one of more than 0 m²; parking is a garage or a parking space
 * (either count above 0); a field the CRM did not give means "no". A unit of
 * a project is new build: the CRM's projects are new developments sold off
 * plan (docs/crm-export.md, GetProjectList), and the CRM has no other flag.
 * Fields absent (a row imported before details were stored) give no feature.
 */
export function featuresOf(
  fields: Partial<PropertyFeatureFields> | null | undefined,
  projectId: number | null = null,
): PropertyFeature[] {
  const has: Record<PropertyFeature, boolean> = {
    garden: some(fields?.gardenSurface),
    terrace: some(fields?.terraceSurface),
    parking: some(fields?.garages) || some(fields?.parkings),
    'new-build': projectId !== null,
  };
  return PROPERTY_FEATURES.filter((feature) => has[feature]);
}
