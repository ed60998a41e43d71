export * from './properties.queries';
export * from './mailed-property.queries';
export * from './property-neighbours.queries';
