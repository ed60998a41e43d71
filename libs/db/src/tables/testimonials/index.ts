export * from './testimonials-console.queries';
