import type { ColumnWidths, LocalizedText, MediaDisplayKind, PageModuleRelationType } from '@immo/domain';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { ArticleEntity } from './article.entity';
import { MenuPageEntity } from './menu-page.entity';

/** One block of a configured page (spec §3 Module): a property list, an article or a contact form. */
@Entity('page_modules')
@Index('IDX_page_modules_page', ['menuPageId', 'position'])
@Check('CHK_page_modules_type', `"type" IN ('property-list', 'article', 'contact')`)
@Check('CHK_page_modules_article', `"type" <> 'article' OR "article_id" IS NOT NULL`)
export class PageModuleEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'menu_page_id', type: 'integer' })
  menuPageId!: number;

  @ManyToOne(() => MenuPageEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'menu_page_id' })
  page?: Relation<MenuPageEntity>;

  /** The spec's relations.type. */
  @Column({ type: 'text' })
  type!: PageModuleRelationType;

  /** The spec's relations.id for article modules. */
  @Column({ name: 'article_id', type: 'integer', nullable: true })
  articleId!: number | null;

  @ManyToOne(() => ArticleEntity, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'article_id' })
  article?: Relation<ArticleEntity> | null;

  /** Only 'Published' modules are served. */
  @Column({ type: 'text', default: 'Published' })
  status!: string;

  /** Order on the page, smallest first. */
  @Column({ type: 'integer', default: 0 })
  position!: number;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  titles!: LocalizedText;

  @Column({ name: 'title_size', type: 'text', default: 'h2' })
  titleSize!: string;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  descriptions!: LocalizedText;

  @Column({ type: 'integer', default: 12 })
  span!: number;

  @Column({ type: 'jsonb', default: () => `'{"lg": 12, "md": 12, "sm": 12}'` })
  col!: ColumnWidths;

  @Column({ type: 'text', default: 'default' })
  view!: string;

  @Column({ name: 'background_type', type: 'text', default: '' })
  backgroundType!: MediaDisplayKind;

  @Column({ type: 'text', nullable: true })
  image!: string | null;

  /** Property lists: cards per row on a wide screen. */
  @Column({ name: 'number_item_of_row', type: 'integer', default: 4 })
  numberItemOfRow!: number;

  /** Property lists: how many cards at most. */
  @Column({ name: 'max_items', type: 'integer', default: 4 })
  maxItems!: number;
}
