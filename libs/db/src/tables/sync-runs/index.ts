export * from './sync-runs.queries';
export * from './sync-run-reads.queries';
