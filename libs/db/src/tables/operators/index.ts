export * from './operators.queries';
