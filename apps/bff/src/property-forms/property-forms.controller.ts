import { type PropertyFormsDto, ZPropertyFormsDtoSchema, ZRecordIdSchema } from '@immo/domain';
import { Controller, Get } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PublicCache } from '../common/cache-control';
import { responseSchema } from '../common/response-schema';
import { PropertyException } from '../properties/property.exception';
import { PropertyFormsService } from './property-forms.service';
import { ValidParam } from '../common/zod-request';

// The OpenAPI schema of the answer, from the domain's zod schema: the shape is declared once.
const PropertyFormsResponse = responseSchema('PropertyFormsResponse', ZPropertyFormsDtoSchema);

@ApiTags('forms')
@Controller('properties')
export class PropertyFormsController {
  constructor(private readonly service: PropertyFormsService) {}

  @Get(':id/forms')
  @PublicCache()
  @ApiBadRequestResponse({
    description: '{ code: "INVALID_REQUEST", issues }: the id is not 1 to 2147483647 in plain digits',
  })
  @ApiOkResponse({
    type: PropertyFormsResponse,
    description: 'The forms the property takes now (none once withdrawn) and its rent terms',
  })
  @ApiNotFoundResponse({ description: '{ code: "PROPERTY_NOT_FOUND" }' })
  async forms(@ValidParam('id', ZRecordIdSchema) id: number): Promise<PropertyFormsDto> {
    const forms = await this.service.formsOf(id);
    if (!forms) throw new PropertyException(`No property ${id}`, 'PROPERTY_NOT_FOUND');
    return forms;
  }
}
