export * from './projects.queries';
