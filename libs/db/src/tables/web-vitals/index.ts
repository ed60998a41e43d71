export * from './web-vitals.queries';
export { WebVitalsBucketEntity } from './web-vitals-bucket.entity';
export { WebVitalsDayEntity } from './web-vitals-day.entity';
