export * from './demand-alerts.queries';
export * from './listing-states.queries';
export * from './subscribers-console.queries';
export * from './subscriptions.queries';
export * from './unconfirmed-subscriptions.queries';
export * from './manage-alerts.queries';
