import type { Locale, PictureDto, StoredPropertyDetails } from '@immo/domain';

/** One `properties` row as the importer writes it (column names in snake_case). */
export interface PropertyRow {
  id: number;
  goal: number;
  reference: string;
  web_id: number | null;
  web_ids: string | null;
  main_type_name: string | null;
  titles: Partial<Record<Locale, string>>;
  descriptions: Partial<Record<Locale, string>>;
  city: string;
  zip: string;
  country_id: number;
  country_name: string;
  price: number | null;
  publish_price: boolean;
  price_unit: number | null;
  price_unit_text: string | null;
  marquee: number;
  marquee_name: string | null;
  publish_address: boolean;
  street: string | null;
  house_number: string | null;
  box_nr: string | null;
  epc_label_text: string | null;
  energy_performance: number | null;
  bedrooms: number | null;
  surface: number | null;
  latitude: number | null;
  longitude: number | null;
  pictures: PictureDto[];
  /** CRM local time `YYYY-MM-DD HH:mm:ss` (Europe/Brussels); PostgreSQL converts it. */
  crm_created_at: string | null;
  crm_changed_at: string | null;
  project_id: number | null;
  owner_id: number | null;
  status: string | null;
  sub_status: string | null;
  /** The detail page's fields, documents, videos and tour, in the domain's shape (crm/detail-fields.ts). */
  details: StoredPropertyDetails;
  /** Hash of every field above: an unchanged record is not written again. */
  content_hash: string;
}

/** A record the import skipped, with the reason an operator can act on. */
export interface Rejection {
  /** The record's ID as it appears in the export, null when it has none. */
  id: string | number | null;
  reason: string;
}
