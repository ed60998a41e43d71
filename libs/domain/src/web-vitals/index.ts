export * from './web-vitals-rules';
export * from './web-vitals-page-type';
export * from './web-vitals-dto';
