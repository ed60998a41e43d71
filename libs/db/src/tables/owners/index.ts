export * from './owner-calendar-visit.view';
export * from './owner-history.queries';
export * from './owners.queries';
