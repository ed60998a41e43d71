export * from './weekly-report.queries';
