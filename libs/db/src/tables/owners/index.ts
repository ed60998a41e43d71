export * from './owners.queries';
