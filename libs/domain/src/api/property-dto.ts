// The shapes the BFF serves and the web renders. CRM field names (PascalCase,
// as in the spec) stop at the importer; everything past PostgreSQL is camelCase.
import type { PropertyDetailFields } from '../entities/property-detail';
import type { Locale } from '../locale';

export interface PictureDto {
  url: string;
  width: number;
  height: number;
}

export interface PropertySummaryDto {
  id: number;
  /** 0 = for sale, any other value = for rent (spec §9). */
  goal: number;
  /** The CRM reference (RecordFile), e.g. V-1234 or L-5678. */
  reference: string;
  /** TypeDescription in the requested language. */
  title: string;
  mainTypeName: string;
  city: string;
  zip: string;
  countryId: number;
  countryName: string;
  price: number | null;
  /** false means 'price on request'. */
  publishPrice: boolean;
  priceUnit: number | null;
  priceUnitText: string | null;
  marquee: number;
  marqueeName: string | null;
  epcLabelText: string | null;
  energyPerformance: number | null;
  bedrooms: number | null;
  surface: number | null;
  picture: PictureDto | null;
  /**
   * The pin for a map, from `publicMapPosition` (rounded when the address is
   * not published); null without coordinates. Optional until the BFF's
   * summary mapper fills it.
   */
  position?: { lat: number; lng: number } | null;
}

export interface PropertyDetailDto extends PropertySummaryDto {
  description: string;
  publishAddress: boolean;
  street: string | null;
  houseNumber: string | null;
  boxNr: string | null;
  pictures: PictureDto[];
  /** The property's title in every language, so the web can build each language's URL. */
  titles: Partial<Record<Locale, string>>;
  /** The city in every language (Ixelles / Elsene), so each language's URL is its canonical one. */
  cities?: Partial<Record<Locale, string>>;
  /** Every detail field of the CRM, null where it gave none (including the manager). */
  fields: PropertyDetailFields;
  documents: PropertyDocumentDto[];
  /** Video links as the CRM gives them; the web embeds them by `videoEmbed`. */
  videoUrls: string[];
  virtualTourUrl: string | null;
  /** The map pin (see `publicMapPosition`): null when the CRM gave no position. */
  position: { lat: number; lng: number } | null;
  /** True when the pin was rounded to about a kilometre because the address is not published. */
  positionApproximate: boolean;
  /** The new-build project this property is a unit of, if any: its page links the project. */
  projectId: number | null;
}

export interface PropertyDocumentDto {
  url: string;
  name: string;
  /** The CRM's document type code, e.g. `plan`, `epc`. */
  type: string | null;
  /** The document's language, when the CRM names one we know. */
  locale: Locale | null;
}

/** GET /api/properties/:id/neighbours: the properties before and after in the list's default order. */
export interface PropertyNeighboursDto {
  previous: PropertySummaryDto | null;
  next: PropertySummaryDto | null;
}

export interface PageDto<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}
