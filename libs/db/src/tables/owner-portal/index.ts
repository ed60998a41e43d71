export * from './property-reach.queries';
export * from './weekly-report.queries';
