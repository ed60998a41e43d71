export * from './cities.queries';
export * from './property-types.queries';
export * from './catalogue-names.queries';
