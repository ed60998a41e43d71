export * from './cities.queries';
export * from './property-types.queries';
