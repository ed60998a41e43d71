import type { PropertyFormRouteProps } from '@/components/property-forms/PropertyFormRoute';
import { VisitBookingRoute, visitBookingMetadata } from '@/components/property-forms/VisitBookingRoute';

export function generateMetadata(props: PropertyFormRouteProps) {
  return visitBookingMetadata(props, 'sale');
}

export default function Page(props: PropertyFormRouteProps) {
  return <VisitBookingRoute {...props} routeGoal="sale" />;
}
