// OpenAPI descriptions of the project DTOs; `implements` ties each class to
// the @immo/domain interface, so a change there fails to compile here.
import type { Locale, ProjectDetailDto, ProjectSummaryDto } from '@immo/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PictureResponse, PropertySummaryResponse } from '../../properties/dto/property.response';

export class ProjectDocumentResponse {
  @ApiProperty() url!: string;
  @ApiProperty({ description: 'The CRM name, else its type, else the file name' }) name!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) type!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'The document language, when known' }) locale!: Locale | null;
}

export class ProjectPositionResponse {
  @ApiProperty() latitude!: number;
  @ApiProperty() longitude!: number;
}

export class ProjectSummaryResponse implements ProjectSummaryDto {
  @ApiProperty({ description: 'CRM project ID' }) id!: number;
  @ApiProperty({ description: 'In the requested locale, else French, else any' }) name!: string;
  @ApiProperty({ description: 'In the requested locale, else the CRM name' }) city!: string;
  @ApiProperty() zip!: string;
  @ApiProperty({ description: '10 Belgium, 50 Luxembourg' }) countryId!: number;
  @ApiPropertyOptional({ type: PictureResponse, nullable: true }) picture!: PictureResponse | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) priceFrom!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) priceTo!: number | null;
  @ApiProperty({ description: 'Live units neither sold nor rented' }) unitsAvailable!: number;
  @ApiPropertyOptional({ type: String, nullable: true, description: "The project's own website" }) externalUrl!: string | null;
}

export class ProjectDetailResponse extends ProjectSummaryResponse implements ProjectDetailDto {
  @ApiProperty({ description: 'Sanitised HTML' }) description!: string;
  @ApiProperty() publishAddress!: boolean;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'null when the address is not published' }) street!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) houseNumber!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) boxNr!: string | null;
  @ApiPropertyOptional({ type: ProjectPositionResponse, nullable: true, description: 'null when the address is not published' })
  position!: ProjectPositionResponse | null;
  @ApiProperty({ type: [PictureResponse] }) pictures!: PictureResponse[];
  @ApiProperty({ type: [ProjectDocumentResponse] }) documents!: ProjectDocumentResponse[];
  @ApiProperty({ type: [PropertySummaryResponse], description: 'The price list: live units, cheapest first, prices on request last' })
  units!: PropertySummaryResponse[];
  @ApiProperty({ description: 'Name per locale, for building each language URL', example: { fr: 'Les Jardins du Parc' } })
  names!: Partial<Record<Locale, string>>;
  @ApiProperty({ description: 'City per locale, for building each language URL', example: { fr: 'Bruxelles', nl: 'Brussel' } })
  cities!: Partial<Record<Locale, string>>;
}
