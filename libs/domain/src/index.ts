export * from './locale';
export * from './api/property-dto';
export * from './forms/validation-keys';
export * from './queues';
