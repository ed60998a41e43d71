import {
  PropertyFormRoute,
  propertyFormMetadata,
  type PropertyFormRouteProps,
} from '@/components/property-forms/PropertyFormRoute';

export function generateMetadata(props: PropertyFormRouteProps) {
  return propertyFormMetadata(props, 'rent', 'send-to-friend');
}

export default function Page(props: PropertyFormRouteProps) {
  return <PropertyFormRoute {...props} routeGoal="rent" kind="send-to-friend" />;
}
