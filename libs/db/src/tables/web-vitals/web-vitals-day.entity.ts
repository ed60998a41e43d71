import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Page views of one page type on one Brussels day that sent Web Vitals (one beacon each), whatever metrics it carried. */
@Entity('web_vitals_days')
export class WebVitalsDayEntity {
  /** `YYYY-MM-DD` in Europe/Brussels. */
  @PrimaryColumn({ type: 'date' })
  day!: string;

  @PrimaryColumn({ name: 'page_type', type: 'text' })
  pageType!: string;

  @Column({ name: 'page_views', type: 'integer' })
  pageViews!: number;
}
