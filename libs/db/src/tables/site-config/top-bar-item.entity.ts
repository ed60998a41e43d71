import type { LocalizedText } from '@immo/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A link of the optional bar above the header (spec §3 Top bar item). */
@Entity('top_bar_items')
export class TopBarItemEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Only 'Published' items are shown. */
  @Column({ type: 'text', default: 'Published' })
  status!: string;

  @Column({ type: 'integer', default: 0 })
  sort!: number;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  labels!: LocalizedText;

  /** A site path ('/login/'), an absolute URL, 'mailto:' or 'tel:'. */
  @Column({ type: 'text' })
  link!: string;

  /** A name from the web's small icon set ('mail', 'clock', 'user', 'phone'); unknown names show no icon. */
  @Column({ type: 'text', nullable: true })
  icon!: string | null;

  /** A CSS colour for the label. */
  @Column({ type: 'text', nullable: true })
  colour!: string | null;
}
