export * from './properties.queries';
export * from './mailed-property.queries';
