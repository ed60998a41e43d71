import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Page views of one page type on one Brussels day whose metric fell in one
 * bucket (`webVitalsBucketOf`, @immo/domain): a histogram, as the Chrome UX
 * report keeps one, from which the 75th percentile is read. A beacon adds one
 * to a row (upsert); a day of a page type is a few hundred rows at most.
 */
@Entity('web_vitals_buckets')
export class WebVitalsBucketEntity {
  /** `YYYY-MM-DD` in Europe/Brussels. */
  @PrimaryColumn({ type: 'date' })
  day!: string;

  @PrimaryColumn({ name: 'page_type', type: 'text' })
  pageType!: string;

  /** `LCP`, `INP` or `CLS`. */
  @PrimaryColumn({ type: 'text' })
  metric!: string;

  @PrimaryColumn({ type: 'smallint' })
  bucket!: number;

  @Column({ type: 'integer' })
  count!: number;
}
