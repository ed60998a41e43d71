// The rows the reference-list importer writes (snake_case, as the columns).
import type { CityRegion, LocalizedText, PictureDto } from '@immo/domain';
import type { Rejection } from '../crm/property-row';

export type Mapped<Row> = { ok: true; row: Row; notes: string[] } | { ok: false; rejection: Rejection };

export interface PropertyTypeRow {
  web_id: number;
  crm_id: number;
  names: LocalizedText;
  show_order: number | null;
  sale: boolean;
  rent: boolean;
}

export interface CityRow {
  zip: string;
  country_id: number;
  name: string;
  names: LocalizedText;
  country_name: string;
  region: CityRegion;
}

export interface ProjectDocumentRow {
  url: string;
  name: string | null;
  type: string | null;
  locale: string | null;
}

export interface ProjectRow {
  id: number;
  names: LocalizedText;
  descriptions: LocalizedText;
  publish_address: boolean;
  street: string | null;
  house_number: string | null;
  box_nr: string | null;
  zip: string | null;
  city: string | null;
  country_id: number;
  country_name: string | null;
  latitude: number | null;
  longitude: number | null;
  status: string | null;
  price_from: number | null;
  price_to: number | null;
  pictures: PictureDto[];
  documents: ProjectDocumentRow[];
  external_url: string | null;
  /** CRM local time `YYYY-MM-DD HH:mm:ss` (Europe/Brussels); PostgreSQL converts it. */
  crm_created_at: string | null;
  crm_changed_at: string | null;
  content_hash: string;
}

export interface OwnerVisitRow {
  id: number;
  property_id: number | null;
  date: string;
  status: 'planned' | 'done' | 'cancelled';
  remark: string | null;
}

export interface OwnerCommunicationRow {
  id: number;
  property_id: number | null;
  date: string;
  channel: 'email' | 'phone' | 'letter' | 'meeting';
  subject: string | null;
  body: string | null;
}

export interface OwnerOnlineMediaRow {
  id: number;
  property_id: number | null;
  portal: string;
  url: string;
  published_at: string | null;
}

export interface OwnerRow {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  locale: string;
  phone: string | null;
  crm_changed_at: string | null;
  property_ids: number[];
  visits: OwnerVisitRow[];
  communications: OwnerCommunicationRow[];
  online_media: OwnerOnlineMediaRow[];
  /** Hash of the owner and the whole history above. */
  content_hash: string;
}
