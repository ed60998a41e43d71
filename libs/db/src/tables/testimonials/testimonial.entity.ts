import type { Locale } from '@immo/domain';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

export type TestimonialState = 'pending' | 'published' | 'rejected';

/**
 * A visitor's testimonial. Arrives 'pending'; an operator publishes or
 * rejects it (issue 15's console); the agency page shows the published ones.
 */
@Entity('testimonials')
@Check('CHK_testimonials_state', `"state" IN ('pending', 'published', 'rejected')`)
@Check('CHK_testimonials_rating', `"rating" BETWEEN 1 AND 5`)
@Index('IDX_testimonials_published_at', ['publishedAt'], { where: `"state" = 'published'` })
export class TestimonialEntity {
  /** Made by the service (randomUUID), so the schema needs no uuid extension. */
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_testimonials' })
  id!: string;

  @Column({ name: 'lead_id', type: 'uuid', nullable: true })
  leadId!: string | null;

  @Column({ name: 'first_name', type: 'text' })
  firstName!: string;

  @Column({ name: 'last_name', type: 'text' })
  lastName!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text', nullable: true })
  city!: string | null;

  @Column({ type: 'smallint', nullable: true })
  rating!: number | null;

  @Column({ type: 'text' })
  text!: string;

  @Column({ type: 'text' })
  locale!: Locale;

  @Column({ type: 'text', default: 'pending' })
  state!: TestimonialState;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;
}
