export * from './builder';
export * from './table-of';
export * from './tables';
