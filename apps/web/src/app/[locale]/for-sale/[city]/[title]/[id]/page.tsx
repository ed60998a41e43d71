import {
  PropertyDetailPage,
  propertyDetailMetadata,
  type PropertyRouteProps,
} from '@/components/property-detail/PropertyDetailPage';

export function generateMetadata(props: PropertyRouteProps) {
  return propertyDetailMetadata(props, 'sale');
}

export default function ForSalePropertyPage(props: PropertyRouteProps) {
  return <PropertyDetailPage {...props} routeGoal="sale" />;
}
