import type { LocalizedText } from '@immo/domain';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';

/**
 * A configured page and its menu entry (spec §3 Menu page). The spec's
 * `params` object is spread over columns: the per-language texts stay jsonb
 * (`{"fr": "…", "nl": "…"}`) so an operator changes one language with `||`,
 * and the flags are plain columns a WHERE can use. Modules are their own rows
 * (page_modules).
 */
@Entity('menu_pages')
@Check('CHK_menu_pages_status', `"status" IN ('Published', 'Draft')`)
export class MenuPageEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** A child menu entry's parent; deleting the parent deletes its children. */
  @Column({ name: 'parent_id', type: 'integer', nullable: true })
  parentId!: number | null;

  @ManyToOne(() => MenuPageEntity, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'parent_id' })
  parent?: Relation<MenuPageEntity> | null;

  /** The operator's label; visitors see `titles`. */
  @Column({ type: 'text' })
  name!: string;

  /** The original path without slashes ('home', 'for-sale', 'Notre-agence'). */
  @Index('UQ_menu_pages_path', { unique: true })
  @Column({ type: 'text' })
  path!: string;

  /** Only 'Published' pages and entries are served. */
  @Column({ type: 'text', default: 'Draft' })
  status!: string;

  @Column({ type: 'integer', default: 0 })
  sort!: number;

  /** The spec's params.type: what the page is ('home', 'list', 'article', 'contact', 'redirect'). */
  @Column({ type: 'text', default: 'article' })
  type!: string;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  titles!: LocalizedText;

  /** The SEO description per language. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  descriptions!: LocalizedText;

  /** Open Graph metadata per language: `{"fr": {"og:title": "…"}}`. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  metadata!: Partial<Record<string, Record<string, string>>>;

  /** false asks search engines not to index the page. */
  @Column({ name: 'is_active_seo', type: 'boolean', default: true })
  isActiveSeo!: boolean;

  /** The page's social image (a site path or an absolute URL). */
  @Column({ type: 'text', nullable: true })
  image!: string | null;

  /** With `redirect_url`: the entry opens that external site in a new tab. */
  @Column({ type: 'boolean', default: false })
  redirect!: boolean;

  @Column({ name: 'redirect_url', type: 'text', nullable: true })
  redirectUrl!: string | null;

  /** The page stays reachable but has no menu entry (the spec's hideable home entry). */
  @Column({ name: 'hidden_in_menu', type: 'boolean', default: false })
  hiddenInMenu!: boolean;

  @Column({ name: 'show_bread_crumb', type: 'boolean', default: true })
  showBreadCrumb!: boolean;

  @Column({ name: 'show_page_banner', type: 'boolean', default: false })
  showPageBanner!: boolean;

  @Column({ name: 'banner_titles', type: 'jsonb', default: () => "'{}'" })
  bannerTitles!: LocalizedText;

  @Column({ name: 'banner_descriptions', type: 'jsonb', default: () => "'{}'" })
  bannerDescriptions!: LocalizedText;

  @CreateDateColumn({ name: 'create_date', type: 'timestamptz' })
  createDate!: Date;

  @UpdateDateColumn({ name: 'modify_date', type: 'timestamptz' })
  modifyDate!: Date;
}
