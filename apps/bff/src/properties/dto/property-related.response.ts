import type { PropertyNeighboursDto } from '@immo/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { PropertySummaryResponse } from './property.response';

export class PropertyNeighboursResponse implements PropertyNeighboursDto {
  @ApiPropertyOptional({ type: PropertySummaryResponse, nullable: true, description: 'The newer neighbour in the list; null for the first' })
  previous!: PropertySummaryResponse | null;
  @ApiPropertyOptional({ type: PropertySummaryResponse, nullable: true, description: 'The older neighbour in the list; null for the last' })
  next!: PropertySummaryResponse | null;
}
