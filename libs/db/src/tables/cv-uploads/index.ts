export * from './upload-sweep.queries';
