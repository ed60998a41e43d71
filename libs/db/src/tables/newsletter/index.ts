export * from './newsletter.queries';
