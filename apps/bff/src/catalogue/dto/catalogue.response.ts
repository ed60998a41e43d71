// OpenAPI descriptions of the catalogue shapes; `implements` ties each class
// to its @immo/domain interface.
import type { CityEntry, CityListResponse, PropertyCountsDto, PropertyType } from '@immo/domain';
import { ApiProperty } from '@nestjs/swagger';

export class CityEntryResponse implements CityEntry {
  @ApiProperty({ example: 'Luik', description: 'In the requested locale, else French, else the official name' }) Name!: string;
  @ApiProperty({ example: '4000' }) Zip!: string;
  @ApiProperty({ description: '10 Belgium, 50 Luxembourg' }) CountryID!: number;
  @ApiProperty({ example: 'Belgique' }) CountryName!: string;
  @ApiProperty({ description: 'Live properties for sale and for rent' }) PropertyCount!: number;
  @ApiProperty({ example: 'nl' }) language!: string;
  @ApiProperty() countSaleProperty!: number;
  @ApiProperty() countRentProperty!: number;
}

export class CityListResponseDoc implements CityListResponse {
  @ApiProperty({ type: [CityEntryResponse], description: 'Cities with at least one live property' }) all!: CityEntryResponse[];
  @ApiProperty({ type: [CityEntryResponse] }) sale!: CityEntryResponse[];
  @ApiProperty({ type: [CityEntryResponse] }) rent!: CityEntryResponse[];
  @ApiProperty({ type: [Object], description: 'Always empty' }) projects!: [];
  @ApiProperty({ type: [Object], description: 'Always empty' }) neighbourhoods!: [];
}

export class PropertyTypeResponse implements PropertyType {
  @ApiProperty({ description: 'CRM record id' }) ID!: number;
  @ApiProperty({ description: 'What ?type= filters by' }) WebID!: number;
  @ApiProperty({ example: 'Maison' }) Name!: string;
  @ApiProperty() ShowOrder!: number;
  @ApiProperty({ description: 'Offered in the For sale search' }) Sale!: boolean;
  @ApiProperty({ description: 'Offered in the For rent search' }) Rent!: boolean;
  @ApiProperty({ example: 'fr' }) language!: string;
  @ApiProperty() countSaleProperty!: number;
  @ApiProperty() countRentProperty!: number;
}

export class PropertyCountsResponse implements PropertyCountsDto {
  @ApiProperty({ description: 'Live properties for sale ({FOR_SALE_TOTAL})' }) sale!: number;
  @ApiProperty({ description: 'Live properties for rent ({FOR_RENT_TOTAL})' }) rent!: number;
}
