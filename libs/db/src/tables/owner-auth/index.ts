export * from './owner-auth.queries';
