// OpenAPI descriptions of the map DTOs; `implements` ties them to @immo/domain.
import { propertyGoals, type MapMarkerDto, type MapMarkersDto, type MapPosition, type PropertyGoal } from '@immo/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PictureResponse } from '../../properties/dto/property.response';

export class MapPositionResponse implements MapPosition {
  @ApiProperty({ example: 50.8275 }) lat!: number;
  @ApiProperty({ example: 4.3629 }) lng!: number;
}

export class MapMarkerResponse implements MapMarkerDto {
  @ApiProperty({ description: 'CRM ID' }) id!: number;
  @ApiProperty({ enum: propertyGoals }) goal!: PropertyGoal;
  @ApiProperty({ description: 'In the requested locale, else French, else any' }) title!: string;
  @ApiProperty() city!: string;
  @ApiProperty() zip!: string;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'null when the price is not published' }) price!: number | null;
  @ApiProperty({ description: "false = 'price on request'" }) publishPrice!: boolean;
  @ApiPropertyOptional({ type: Number, nullable: true, description: "7 = 'starting from'" }) priceUnit!: number | null;
  @ApiPropertyOptional({ type: String, nullable: true }) priceUnitText!: string | null;
  @ApiProperty({ description: '0 none, 3 sold, 4 rented' }) marquee!: number;
  @ApiPropertyOptional({ type: String, nullable: true }) marqueeName!: string | null;
  @ApiPropertyOptional({ type: PictureResponse, nullable: true }) picture!: PictureResponse | null;
  @ApiProperty({ type: MapPositionResponse }) position!: MapPositionResponse;
  @ApiProperty({ description: 'The address is not published: the position is rounded to 0.01° (about a kilometre)' })
  approximate!: boolean;
}

export class MapMarkersResponse implements MapMarkersDto {
  @ApiProperty({ type: [MapMarkerResponse] }) markers!: MapMarkerResponse[];
  @ApiProperty({ description: 'Every property matching the search' }) total!: number;
  @ApiProperty({ description: 'Examined properties without a position: not on the map' }) withoutPosition!: number;
  @ApiProperty({ description: 'At most this many properties are examined; below total the map is incomplete' }) limit!: number;
}
