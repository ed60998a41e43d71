// The feature filters (issue 26) on `properties`: each feature is a generated
// boolean column (migration PropertyFeatures), so the list, the map and the
// demand register's alerts test a property's features the same way.
import type { PropertyFeature } from '@immo/domain';

export const PROPERTY_FEATURE_COLUMNS: Readonly<Record<PropertyFeature, string>> = {
  garden: 'has_garden',
  terrace: 'has_terrace',
  parking: 'has_parking',
  'new-build': 'is_new_build',
};

/** Whether the properties row `alias` has every feature; `true` for none. Column names only, no parameter. */
export function hasFeaturesSql(alias: string, features: readonly PropertyFeature[]): string {
  if (features.length === 0) return 'true';
  return features.map((feature) => `${alias}.${PROPERTY_FEATURE_COLUMNS[feature]}`).join(' AND ');
}
