import type { CityRegion, LocalizedText } from '@immo/domain';
import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A city of the CRM's list (GetCityList). One postal code can hold several
 * communes and one name several codes, so the key is zip + country + name.
 * Written only by the sync-worker (whole list replaced on every import); the
 * sale, rent and 'all' city lists are the rows with a count above zero.
 */
@Entity('cities')
@Check('CHK_cities_region', `"region" IN ('brussels', 'flanders', 'wallonia', 'luxembourg')`)
export class CityEntity {
  /** Without Luxembourg's `L-` prefix, as properties store it. */
  @PrimaryColumn({ type: 'text' })
  zip!: string;

  @PrimaryColumn({ name: 'country_id', type: 'integer' })
  countryId!: number;

  /** The official (French) name, as the CRM lists it and `?city=Name|Zip` carries it. */
  @PrimaryColumn({ type: 'text' })
  name!: string;

  /** The name per language (Bruxelles / Brussel, Liège / Luik / Lüttich). */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  names!: LocalizedText;

  @Column({ name: 'country_name', type: 'text' })
  countryName!: string;

  @Column({ type: 'text' })
  region!: CityRegion;

  @Column({ name: 'count_sale', type: 'integer', default: 0 })
  countSale!: number;

  @Column({ name: 'count_rent', type: 'integer', default: 0 })
  countRent!: number;

  /**
   * Postal code and every name, lower-cased and without accents, for the
   * search box: set by a trigger (migration CitySearchText1764390000000),
   * never by the application. Its GIN trigram index is the migration's
   * (TypeORM cannot describe one).
   */
  @Index('IDX_cities_search', { synchronize: false })
  @Column({ name: 'search_text', type: 'text', default: '', select: false, insert: false, update: false })
  searchText!: string;

  @Column({ name: 'imported_at', type: 'timestamptz', default: () => 'now()' })
  importedAt!: Date;
}
