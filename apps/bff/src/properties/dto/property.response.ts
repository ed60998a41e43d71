// OpenAPI descriptions of the shared DTOs. `implements` ties each class to the
// @immo/domain interface, so a change there fails to compile here.
import { propertyGoals, type Locale, type PageDto, type PictureDto, type PropertyDetailDto, type PropertyGoal, type PropertySummaryDto } from '@immo/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PropertyDetailFieldsResponse, PropertyDocumentResponse, PropertyPositionResponse } from './property-detail.response';

export class PictureResponse implements PictureDto {
  @ApiProperty({ example: '/sample-photos/apartment-living.svg' }) url!: string;
  @ApiProperty() width!: number;
  @ApiProperty() height!: number;
}

export class PropertySummaryResponse implements PropertySummaryDto {
  @ApiProperty({ description: 'CRM ID' }) id!: number;
  @ApiProperty({ enum: propertyGoals }) goal!: PropertyGoal;
  @ApiProperty({ example: 'V-2025-014' }) reference!: string;
  @ApiProperty({ description: 'In the requested locale, else French, else any' }) title!: string;
  @ApiProperty() mainTypeName!: string;
  @ApiProperty() city!: string;
  @ApiProperty() zip!: string;
  @ApiProperty({ description: '10 Belgium, 50 Luxembourg' }) countryId!: number;
  @ApiProperty() countryName!: string;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'null when the price is not published' })
  price!: number | null;
  @ApiProperty({ description: "false = 'price on request'" }) publishPrice!: boolean;
  @ApiPropertyOptional({ type: Number, nullable: true, description: "7 = 'starting from'" }) priceUnit!: number | null;
  @ApiPropertyOptional({ type: String, nullable: true }) priceUnitText!: string | null;
  @ApiProperty({ description: '0 none, 3 sold, 4 rented' }) marquee!: number;
  @ApiPropertyOptional({ type: String, nullable: true }) marqueeName!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) epcLabelText!: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) energyPerformance!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) bedrooms!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) surface!: number | null;
  @ApiPropertyOptional({ type: PictureResponse, nullable: true }) picture!: PictureResponse | null;
}

export class PropertyDetailResponse extends PropertySummaryResponse implements PropertyDetailDto {
  @ApiProperty() description!: string;
  @ApiProperty() publishAddress!: boolean;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'null when the address is not published' })
  street!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) houseNumber!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) boxNr!: string | null;
  @ApiProperty({ type: [PictureResponse] }) pictures!: PictureResponse[];
  @ApiProperty({ description: 'Title per locale (nl, fr, en, de), for building each language URL', example: { fr: 'Appartement lumineux' } })
  titles!: Partial<Record<Locale, string>>;
  @ApiProperty({ type: PropertyDetailFieldsResponse }) fields!: PropertyDetailFieldsResponse;
  @ApiProperty({ type: [PropertyDocumentResponse] }) documents!: PropertyDocumentResponse[];
  @ApiProperty({ type: [String], description: 'Video links as the CRM gives them' }) videoUrls!: string[];
  @ApiPropertyOptional({ type: String, nullable: true }) virtualTourUrl!: string | null;
  @ApiPropertyOptional({ type: PropertyPositionResponse, nullable: true, description: 'Rounded to about 1 km when the address is not published' })
  position!: PropertyPositionResponse | null;
  @ApiProperty({ description: 'true when position was rounded' }) positionApproximate!: boolean;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'The new-build project this property is a unit of' })
  projectId!: number | null;
}

export class PropertyPageResponse implements PageDto<PropertySummaryDto> {
  @ApiProperty({ type: [PropertySummaryResponse] }) items!: PropertySummaryResponse[];
  @ApiProperty() total!: number;
  @ApiProperty() limit!: number;
  @ApiProperty() offset!: number;
}
