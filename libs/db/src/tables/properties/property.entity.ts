import type { LocalizedText, PictureDto, StoredPropertyDetails } from '@immo/domain';
import { Column, Entity, Index, PrimaryColumn, VirtualColumn } from 'typeorm';
import { numericTransformer } from '../numeric.transformer';
import { cityNamesSql } from '../../sql/city-names-sql';
import { type LatestPriceChange, latestPriceChangeSql } from '../price-changes/price-changes.queries';

/** A number of the stored details' fields, null when the importer stored none (or not a number). */
const detailsNumberSql = (field: string) =>
  `CASE WHEN jsonb_typeof("details" #> '{fields,${field}}') = 'number' THEN ("details" #>> '{fields,${field}}')::numeric END`;

/** Whether a number of the stored details' fields is above 0; false when the importer stored none. */
const detailsAboveZeroSql = (field: string) =>
  `(jsonb_typeof("details" #> '{fields,${field}}') = 'number' AND ("details" #>> '{fields,${field}}')::numeric > 0)`;

/** A feature column (featuresOf in libs/domain), written by PostgreSQL; as migration PropertyFeatures wrote it. */
const featureColumn = (name: string, test: string) =>
  Column({
    name,
    type: 'boolean',
    generatedType: 'STORED',
    asExpression: `coalesce(${test}, false)`,
    insert: false,
    update: false,
  });

/**
 * One property of the CRM export. Written only by the sync-worker (plain SQL,
 * upsert by CRM id); the BFF reads it. Withdrawn properties keep their row so
 * an old URL can answer 410 and a returning property keeps its id.
 */
@Entity('properties')
// The public list: live properties of one goal, newest change first.
@Index('IDX_properties_live_goal_changed', ['goal', 'crmChangedAt'], { where: '"withdrawn_at" IS NULL' })
// A project's live units (the project page, the projects list's counts).
@Index('IDX_properties_live_project', ['projectId'], { where: '"withdrawn_at" IS NULL' })
// Map search: the box around a radius or a drawn area, with what the list's test and order read (an
// index-only scan), and a town's centre (migration MapSearchIndexes).
@Index('IDX_properties_live_position', ['latitude', 'longitude', 'goal', 'publishAddress', 'crmChangedAt', 'id'], {
  where: '"withdrawn_at" IS NULL',
})
@Index('IDX_properties_live_zip_position', ['zip', 'latitude', 'longitude'], { where: '"withdrawn_at" IS NULL' })
// The list's default order, with the columns a wide map search tests (migration ListOrderCoversPosition): its keys are
// expressions TypeORM cannot declare, so it leaves the index alone.
@Index('IDX_properties_live_newest', { synchronize: false })
// The list's total with towns and features: counted from this index alone (migration PropertyFeatureIndex).
@Index(
  'IDX_properties_live_goal_zip_features',
  ['goal', 'zip', 'hasGarden', 'hasTerrace', 'hasParking', 'isNewBuild'],
  {
    where: '"withdrawn_at" IS NULL',
  },
)
// The list's default order, with the columns a wide map search tests (migration ListOrderCoversPosition): its keys are
// expressions TypeORM cannot declare, so it leaves the index alone.
@Index('IDX_properties_live_newest', { synchronize: false })
export class PropertyEntity {
  /** The CRM's ID: stable across imports and used in public URLs. */
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  /** 0 = for sale, any other value = for rent. */
  @Column({ type: 'smallint' })
  goal!: number;

  /** RecordFile, e.g. V-2025-014 (sale) or L-2025-031 (rent). */
  @Column({ type: 'text' })
  reference!: string;

  @Column({ name: 'web_id', type: 'integer', nullable: true })
  webId!: number | null;

  /** Comma-separated type ids, as the CRM sends them. */
  @Column({ name: 'web_ids', type: 'text', nullable: true })
  webIds!: string | null;

  @Column({ name: 'main_type_name', type: 'text', nullable: true })
  mainTypeName!: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  titles!: LocalizedText;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  descriptions!: LocalizedText;

  @Column({ type: 'text' })
  city!: string;

  /**
   * The city's name per language from the CRM's city list (Ixelles → nl
   * Elsene); null when the list lacks the city. Read, never stored.
   */
  @VirtualColumn({ type: 'jsonb', query: (alias) => cityNamesSql(alias) })
  cityNames?: LocalizedText | null;

  /** The latest change of the published price (property_price_changes), for a card's "price lowered". Read, never stored. */
  @VirtualColumn({ type: 'jsonb', query: (alias) => latestPriceChangeSql(alias) })
  latestPriceChange?: LatestPriceChange | null;

  @Column({ type: 'text' })
  zip!: string;

  @Column({ name: 'country_id', type: 'integer' })
  countryId!: number;

  @Column({ name: 'country_name', type: 'text' })
  countryName!: string;

  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: numericTransformer })
  price!: number | null;

  @Column({ name: 'publish_price', type: 'boolean' })
  publishPrice!: boolean;

  @Column({ name: 'price_unit', type: 'integer', nullable: true })
  priceUnit!: number | null;

  @Column({ name: 'price_unit_text', type: 'text', nullable: true })
  priceUnitText!: string | null;

  /** Banner code: 0 none, 3 sold, 4 rented. */
  @Column({ type: 'integer', default: 0 })
  marquee!: number;

  @Column({ name: 'marquee_name', type: 'text', nullable: true })
  marqueeName!: string | null;

  @Column({ name: 'publish_address', type: 'boolean' })
  publishAddress!: boolean;

  @Column({ type: 'text', nullable: true })
  street!: string | null;

  @Column({ name: 'house_number', type: 'text', nullable: true })
  houseNumber!: string | null;

  @Column({ name: 'box_nr', type: 'text', nullable: true })
  boxNr!: string | null;

  @Column({ name: 'epc_label_text', type: 'text', nullable: true })
  epcLabelText!: string | null;

  @Column({ name: 'energy_performance', type: 'numeric', nullable: true, transformer: numericTransformer })
  energyPerformance!: number | null;

  @Column({ type: 'integer', nullable: true })
  bedrooms!: number | null;

  @Column({ type: 'numeric', nullable: true, transformer: numericTransformer })
  surface!: number | null;

  /** The living area from `details.fields` (a card shows it without reading the details); written by PostgreSQL. */
  @Column({
    name: 'living_surface',
    type: 'numeric',
    nullable: true,
    transformer: numericTransformer,
    generatedType: 'STORED',
    asExpression: detailsNumberSql('livingSurface'),
    insert: false,
    update: false,
  })
  livingSurface!: number | null;

  /** The plot area from `details.fields`, as living_surface. */
  @Column({
    name: 'ground_surface',
    type: 'numeric',
    nullable: true,
    transformer: numericTransformer,
    generatedType: 'STORED',
    asExpression: detailsNumberSql('groundSurface'),
    insert: false,
    update: false,
  })
  groundSurface!: number | null;

  /** featuresOf's rule (libs/domain), per feature: the list filters read these, not the details. */
  @featureColumn('has_garden', detailsAboveZeroSql('gardenSurface'))
  hasGarden!: boolean;

  @featureColumn('has_terrace', detailsAboveZeroSql('terraceSurface'))
  hasTerrace!: boolean;

  @featureColumn('has_parking', `(${detailsAboveZeroSql('garages')} OR ${detailsAboveZeroSql('parkings')})`)
  hasParking!: boolean;

  /** A unit of a project (the CRM's projects are new developments). */
  @featureColumn('is_new_build', '("project_id" IS NOT NULL)')
  isNewBuild!: boolean;

  @Column({ type: 'double precision', nullable: true })
  latitude!: number | null;

  @Column({ type: 'double precision', nullable: true })
  longitude!: number | null;

  /** Photos in display order; the first one is the list thumbnail. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  pictures!: PictureDto[];

  @Column({ name: 'crm_created_at', type: 'timestamptz', nullable: true })
  crmCreatedAt!: Date | null;

  @Column({ name: 'crm_changed_at', type: 'timestamptz', nullable: true })
  crmChangedAt!: Date | null;

  /**
   * The detail page's fields, documents, videos and tour in the domain's shape,
   * as the importer read them from the CRM (StoredPropertyDetails); `{}` until
   * a row is imported so (see the DetailsInDomainShape migration).
   */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  details!: StoredPropertyDetails | Record<string, never>;

  /** The CRM project this unit belongs to, if any. */
  @Column({ name: 'project_id', type: 'integer', nullable: true })
  projectId!: number | null;

  @Column({ name: 'owner_id', type: 'integer', nullable: true })
  ownerId!: number | null;

  /** The CRM's Status and SubStatus, as sent. */
  @Column({ type: 'text', nullable: true })
  status!: string | null;

  @Column({ name: 'sub_status', type: 'text', nullable: true })
  subStatus!: string | null;

  /** Set when a full import no longer contains the property; never deleted. */
  @Column({ name: 'withdrawn_at', type: 'timestamptz', nullable: true })
  withdrawnAt!: Date | null;

  @Column({ name: 'imported_at', type: 'timestamptz', default: () => 'now()' })
  importedAt!: Date;

  /** Hash of the imported fields: an import skips rows whose hash is unchanged. */
  @Column({ name: 'content_hash', type: 'text' })
  contentHash!: string;
}
