export * from './beacon-budget.queries';
export * from './daily-views.queries';
export * from './property-views.queries';
