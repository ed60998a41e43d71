import {
  PropertyFormRoute,
  propertyFormMetadata,
  type PropertyFormRouteProps,
} from '@/components/property-forms/PropertyFormRoute';

export function generateMetadata(props: PropertyFormRouteProps) {
  return propertyFormMetadata(props, 'sale', 'document-request');
}

export default function Page(props: PropertyFormRouteProps) {
  return <PropertyFormRoute {...props} routeGoal="sale" kind="document-request" />;
}
