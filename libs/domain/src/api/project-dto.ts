// The shapes of the public project endpoints (GET /api/projects, /api/projects/:id).
import type { Locale } from '../locale';
import type { PictureDto, PropertyDocumentDto, PropertySummaryDto } from './property-dto';

export interface ProjectSummaryDto {
  /** The CRM's project ID. */
  id: number;
  /** In the requested language, else French, else any. */
  name: string;
  /** The city in the requested language, else the CRM's name (as properties). */
  city: string;
  zip: string;
  countryId: number;
  picture: PictureDto | null;
  /** The CRM's price range of the units; null where it gave none. */
  priceFrom: number | null;
  priceTo: number | null;
  /** Live units not sold or rented. */
  unitsAvailable: number;
  /** The project's own website: the list links there, in a new tab (spec §2). */
  externalUrl: string | null;
}

export interface ProjectDetailDto extends ProjectSummaryDto {
  /** Sanitised HTML in the requested language. */
  description: string;
  publishAddress: boolean;
  /** Null when the address is not published. */
  street: string | null;
  houseNumber: string | null;
  boxNr: string | null;
  /** Null when the address is not published or the CRM gave none: a map would point at the site. */
  position: { latitude: number; longitude: number } | null;
  pictures: PictureDto[];
  documents: PropertyDocumentDto[];
  /** The price list: the project's live units, cheapest first (prices on request last). */
  units: PropertySummaryDto[];
  /** The name and city in every language, so the web can build each language's URL. */
  names: Partial<Record<Locale, string>>;
  cities: Partial<Record<Locale, string>>;
}

/** GET /api/sitemap/properties/{file} and /api/sitemap/projects: what a sitemap needs of each live property and project, in every language. */
export interface SitemapEntryDto {
  id: number;
  /** Properties only: 0 = for sale, any other value = for rent. */
  goal?: number;
  /** The city and title (project: name) per language, as the detail page's canonical URL uses them. */
  cities: Record<Locale, string>;
  titles: Record<Locale, string>;
  /** The CRM's last change (ISO 8601), null when it gave none. */
  changedAt: string | null;
}
