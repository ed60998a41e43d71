import type { ColumnWidths, LocalizedText, PublicText } from '@immo/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

type PublicTexts = Partial<Record<string, PublicText>>;

/** One column of the footer (spec §3 Footer block). Texts are HTML with a public flag per language. */
@Entity('footer_blocks')
export class FooterBlockEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'integer', default: 0 })
  sort!: number;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  titles!: LocalizedText;

  /** `{"fr": {"text": "<p>…</p>", "public": true}}` */
  @Column({ name: 'intro_texts', type: 'jsonb', default: () => "'{}'" })
  introTexts!: PublicTexts;

  @Column({ name: 'full_texts', type: 'jsonb', default: () => "'{}'" })
  fullTexts!: PublicTexts;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  images!: string[];

  /** Grid columns (of 12) per breakpoint: sm below 767 px, md to 1280 px, lg above. */
  @Column({ type: 'jsonb', default: () => `'{"lg": 3, "md": 6, "sm": 12}'` })
  col!: ColumnWidths;
}
