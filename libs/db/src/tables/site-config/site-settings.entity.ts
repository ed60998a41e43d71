import type { LocalizedText } from '@immo/domain';
import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { numericTransformer } from '../numeric.transformer';

/** One banner picture (or the video's source) with its alternative text per language. */
export interface BannerItem {
  url: string;
  alt: LocalizedText;
}

/**
 * The agency's facts and the site-wide switches: exactly one row (id 1), so
 * an operator updates it without a WHERE that could miss.
 */
@Entity('site_settings')
@Check('CHK_site_settings_single_row', `"id" = 1`)
@Check('CHK_site_settings_banner_kind', `"banner_kind" IN ('image', 'gallery', 'video', 'color', '')`)
@Check('CHK_site_settings_agency_locale', `"agency_locale" IN ('nl', 'fr', 'en', 'de')`)
export class SiteSettingsEntity {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id!: number;

  @Column({ name: 'agency_name', type: 'text' })
  agencyName!: string;

  /** As the operator types it; the web formats it (formatPhone). */
  @Column({ type: 'text' })
  phone!: string;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  @Column({ type: 'text', default: '' })
  street!: string;

  @Column({ type: 'text', default: '' })
  zip!: string;

  @Column({ type: 'text', default: '' })
  city!: string;

  /** 10 Belgium, 50 Luxembourg. */
  @Column({ name: 'country_id', type: 'integer', default: 10 })
  countryId!: number;

  /** Per language; `{YEAR}` becomes the current year. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  copyright!: LocalizedText;

  /** The top links bar shows when this is on and it has published items. */
  @Column({ name: 'top_bar_show', type: 'boolean', default: true })
  topBarShow!: boolean;

  @Column({ name: 'show_search_input', type: 'boolean', default: true })
  showSearchInput!: boolean;

  @Column({ name: 'show_search_button', type: 'boolean', default: true })
  showSearchButton!: boolean;

  @Column({ name: 'show_count_property', type: 'boolean', default: true })
  showCountProperty!: boolean;

  @Column({ name: 'show_search_count', type: 'boolean', default: true })
  showSearchCount!: boolean;

  @Column({ name: 'search_logo', type: 'text', nullable: true })
  searchLogo!: string | null;

  @Column({ name: 'search_titles', type: 'jsonb', default: () => "'{}'" })
  searchTitles!: LocalizedText;

  /** Two lines per language: `{"fr": ["…{FOR_SALE_TOTAL}…", "…{FOR_RENT_TOTAL}…"]}`. */
  @Column({ name: 'search_descriptions', type: 'jsonb', default: () => "'{}'" })
  searchDescriptions!: Partial<Record<string, [string, string]>>;

  /** The home banner: 'image', 'gallery', 'video', 'color' or '' for none. */
  @Column({ name: 'banner_kind', type: 'text', default: '' })
  bannerKind!: string;

  @Column({ name: 'banner_items', type: 'jsonb', default: () => "'[]'" })
  bannerItems!: BannerItem[];

  @Column({ name: 'banner_colour', type: 'text', nullable: true })
  bannerColour!: string | null;

  /** Marquee codes whose name replaces the price. */
  @Column({ name: 'marquee_ignore_list', type: 'integer', array: true, default: () => "'{}'" })
  marqueeIgnoreList!: number[];

  @Column({ name: 'gtm_id', type: 'text', nullable: true })
  gtmId!: string | null;

  @Column({ name: 'meta_pixel_id', type: 'text', nullable: true })
  metaPixelId!: string | null;

  /** Rent appointment terms (rentTerms): the net income asked, as a multiple of the monthly rent; null: not shown. */
  @Column({
    name: 'rent_minimum_income_multiple',
    type: 'numeric',
    precision: 4,
    scale: 2,
    nullable: true,
    transformer: numericTransformer,
  })
  rentMinimumIncomeMultiple!: number | null;

  @Column({ name: 'rent_maximum_persons', type: 'smallint', nullable: true })
  rentMaximumPersons!: number | null;

  /** The tenant's share of the inventory of fixtures, in euros, paid before moving in. */
  @Column({
    name: 'rent_inventory_share',
    type: 'numeric',
    precision: 10,
    scale: 2,
    nullable: true,
    transformer: numericTransformer,
  })
  rentInventoryShare!: number | null;

  @Column({ name: 'rent_deposit_months', type: 'smallint', default: 3 })
  rentDepositMonths!: number;

  /** The language the agency reads its mails in (issue 24); French unless the office chooses another. */
  @Column({ name: 'agency_locale', type: 'text', default: 'fr' })
  agencyLocale!: string;

  /** The agency's WhatsApp number as typed (issue 26); null: property pages offer no WhatsApp link. */
  @Column({ type: 'text', nullable: true })
  whatsapp!: string | null;

  /** Online visit booking's hours (ZVisitHoursSchema of @immo/domain); null: visits are not booked online. */
  @Column({ name: 'visit_hours', type: 'jsonb', nullable: true })
  visitHours!: unknown;

  @UpdateDateColumn({ name: 'modify_date', type: 'timestamptz' })
  modifyDate!: Date;
}
