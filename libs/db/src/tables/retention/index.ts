export * from './record-retention.queries';
