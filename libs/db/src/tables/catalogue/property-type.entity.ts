import type { LocalizedText } from '@immo/domain';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A property type of the CRM (GetWebIDList): Maison, Appartement – Loft, …
 * Written only by the sync-worker, which replaces the whole list on every
 * import and recomputes the counts from the live properties.
 */
@Entity('property_types')
export class PropertyTypeEntity {
  /** The id properties refer to (their WebID / WebIDs) and `?type=` filters by. */
  @PrimaryColumn({ name: 'web_id', type: 'integer' })
  webId!: number;

  /** The CRM's own record ID. */
  @Column({ name: 'crm_id', type: 'integer' })
  crmId!: number;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  names!: LocalizedText;

  @Column({ name: 'show_order', type: 'integer', nullable: true })
  showOrder!: number | null;

  /** Offered in the For sale search. */
  @Column({ type: 'boolean' })
  sale!: boolean;

  /** Offered in the For rent search. */
  @Column({ type: 'boolean' })
  rent!: boolean;

  /** Live properties for sale of this type (countSaleProperty). */
  @Column({ name: 'count_sale', type: 'integer', default: 0 })
  countSale!: number;

  /** Live properties for rent of this type (countRentProperty). */
  @Column({ name: 'count_rent', type: 'integer', default: 0 })
  countRent!: number;

  @Column({ name: 'imported_at', type: 'timestamptz', default: () => 'now()' })
  importedAt!: Date;
}
