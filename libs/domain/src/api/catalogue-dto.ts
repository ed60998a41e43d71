// Shapes of the catalogue and search endpoints. Cities and types keep the
// CRM's field names (spec §9: GetCityList / GetWebIDList), as the web and any
// client written against the CRM expect them.
import type { CityEntry } from '../entities/city';
import type { PropertyType } from '../entities/property-type';
import type { PropertySummaryDto } from './property-dto';

/** Live totals: the search block's {FOR_SALE_TOTAL} and {FOR_RENT_TOTAL}. */
export interface PropertyCountsDto {
  sale: number;
  rent: number;
}

export interface SearchPropertyDto extends PropertySummaryDto {
  /** The description in the requested language, cut at SEARCH_DESCRIPTION_LIMIT. */
  description: string;
}

export interface SearchResultDto {
  properties: SearchPropertyDto[];
  cities: CityEntry[];
  types: PropertyType[];
}
