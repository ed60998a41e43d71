export * from './visit-bookings.queries';
