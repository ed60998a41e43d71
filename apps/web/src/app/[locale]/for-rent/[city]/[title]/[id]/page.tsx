import {
  PropertyDetailPage,
  propertyDetailMetadata,
  type PropertyRouteProps,
} from '@/components/property-detail/PropertyDetailPage';

export function generateMetadata(props: PropertyRouteProps) {
  return propertyDetailMetadata(props, 'rent');
}

export default function ForRentPropertyPage(props: PropertyRouteProps) {
  return <PropertyDetailPage {...props} routeGoal="rent" />;
}
