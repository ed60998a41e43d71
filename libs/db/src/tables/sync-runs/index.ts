export * from './sync-runs.queries';
