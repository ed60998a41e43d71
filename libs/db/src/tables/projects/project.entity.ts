import type { LocalizedText, PictureDto } from '@immo/domain';
import { Column, Entity, PrimaryColumn, VirtualColumn } from 'typeorm';
import { cityNamesSql } from '../../sql/city-names-sql';
import { numericTransformer } from '../numeric.transformer';

/** A document attached to a project (price list, plans…). */
export interface ProjectDocument {
  url: string;
  name: string | null;
  type: string | null;
  /** The document's language, when the CRM says. */
  locale: string | null;
}

/**
 * A construction project of the CRM (GetProjectList). Its units are the
 * properties whose `project_id` is this id. Written only by the sync-worker;
 * a withdrawn project keeps its row so it comes back under the same id.
 */
@Entity('projects')
export class ProjectEntity {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  names!: LocalizedText;

  /** Sanitised HTML per language. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  descriptions!: LocalizedText;

  @Column({ name: 'publish_address', type: 'boolean' })
  publishAddress!: boolean;

  @Column({ type: 'text', nullable: true })
  street!: string | null;

  @Column({ name: 'house_number', type: 'text', nullable: true })
  houseNumber!: string | null;

  @Column({ name: 'box_nr', type: 'text', nullable: true })
  boxNr!: string | null;

  @Column({ type: 'text', nullable: true })
  zip!: string | null;

  @Column({ type: 'text', nullable: true })
  city!: string | null;

  /** The city's name per language from the CRM's city list, as for properties. Read, never stored. */
  @VirtualColumn({ type: 'jsonb', query: (alias) => cityNamesSql(alias) })
  cityNames?: LocalizedText | null;

  @Column({ name: 'country_id', type: 'integer' })
  countryId!: number;

  @Column({ name: 'country_name', type: 'text', nullable: true })
  countryName!: string | null;

  /** Null when the CRM had none or placed it outside the Benelux. */
  @Column({ type: 'double precision', nullable: true })
  latitude!: number | null;

  @Column({ type: 'double precision', nullable: true })
  longitude!: number | null;

  /** The CRM's Status, as sent. */
  @Column({ type: 'text', nullable: true })
  status!: string | null;

  @Column({
    name: 'price_from',
    type: 'numeric',
    precision: 12,
    scale: 2,
    nullable: true,
    transformer: numericTransformer,
  })
  priceFrom!: number | null;

  @Column({
    name: 'price_to',
    type: 'numeric',
    precision: 12,
    scale: 2,
    nullable: true,
    transformer: numericTransformer,
  })
  priceTo!: number | null;

  /** Photos in display order. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  pictures!: PictureDto[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  documents!: ProjectDocument[];

  /** The project's own website, when it has one (spec §2: project paths may be external). */
  @Column({ name: 'external_url', type: 'text', nullable: true })
  externalUrl!: string | null;

  @Column({ name: 'crm_created_at', type: 'timestamptz', nullable: true })
  crmCreatedAt!: Date | null;

  @Column({ name: 'crm_changed_at', type: 'timestamptz', nullable: true })
  crmChangedAt!: Date | null;

  /** Set when the CRM lists it as deleted or a full export lacks it; never deleted. */
  @Column({ name: 'withdrawn_at', type: 'timestamptz', nullable: true })
  withdrawnAt!: Date | null;

  /** Hash of the imported fields: an import skips rows whose hash is unchanged. */
  @Column({ name: 'content_hash', type: 'text' })
  contentHash!: string;

  @Column({ name: 'imported_at', type: 'timestamptz', default: () => 'now()' })
  importedAt!: Date;
}
