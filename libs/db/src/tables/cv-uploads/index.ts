export * from './upload-sweep.queries';
export * from './cv-storage.queries';
