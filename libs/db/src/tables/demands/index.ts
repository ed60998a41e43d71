export * from './demand-alerts.queries';
export * from './listing-states.queries';
export * from './unconfirmed-subscriptions.queries';
