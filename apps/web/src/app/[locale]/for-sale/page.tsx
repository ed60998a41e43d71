import {
  PropertyListPage,
  propertyListMetadata,
  type PropertyListRouteProps,
} from '@/components/property-list/PropertyListPage';

export function generateMetadata(props: PropertyListRouteProps) {
  return propertyListMetadata(props, 'sale');
}

export default function ForSalePage(props: PropertyListRouteProps) {
  return <PropertyListPage {...props} goal="sale" />;
}
