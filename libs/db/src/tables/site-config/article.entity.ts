import type { LocalizedText } from '@immo/domain';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A text page's content per language. `bodies` hold HTML as the operator
 * wrote it; the BFF sanitises it on the way out (`sanitiseArticleHtml`, `@immo/platform/html`),
 * so a pasted script can never reach a visitor.
 */
@Entity('articles')
export class ArticleEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The operator's label. */
  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  titles!: LocalizedText;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  bodies!: LocalizedText;

  @CreateDateColumn({ name: 'create_date', type: 'timestamptz' })
  createDate!: Date;

  @UpdateDateColumn({ name: 'modify_date', type: 'timestamptz' })
  modifyDate!: Date;
}
