// The shapes the BFF serves and the web renders. CRM field names (PascalCase,
// as in the spec) stop at the importer; everything past PostgreSQL is camelCase.
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
}

export interface PageDto<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}
