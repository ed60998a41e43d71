import type { SearchPropertyDto, SearchResultDto } from '@immo/domain';
import { ApiProperty } from '@nestjs/swagger';
import { CityEntryResponse, PropertyTypeResponse } from '../../catalogue/dto/catalogue.response';
import { PropertySummaryResponse } from '../../properties/dto/property.response';

export class SearchPropertyResponse extends PropertySummaryResponse implements SearchPropertyDto {
  @ApiProperty({ description: 'In the requested locale, cut at 100 characters' }) description!: string;
}

export class SearchResultResponse implements SearchResultDto {
  @ApiProperty({ type: [SearchPropertyResponse], description: 'By reference prefix or CRM id' }) properties!: SearchPropertyResponse[];
  @ApiProperty({ type: [CityEntryResponse], description: 'By name in any language (accents ignored) or postal code prefix' })
  cities!: CityEntryResponse[];
  @ApiProperty({ type: [PropertyTypeResponse], description: 'By name in the locale' }) types!: PropertyTypeResponse[];
}
