export * from './properties.queries';
