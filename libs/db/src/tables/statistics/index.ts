export * from './daily-views.queries';
