import {
  PropertyListPage,
  propertyListMetadata,
  type PropertyListRouteProps,
} from '@/components/property-list/PropertyListPage';

export function generateMetadata(props: PropertyListRouteProps) {
  return propertyListMetadata(props, 'rent');
}

export default function ForRentPage(props: PropertyListRouteProps) {
  return <PropertyListPage {...props} goal="rent" />;
}
