import {
  locales,
  type SearchResultDto,
  type TSearchQuery,
  ZSearchQuerySchema,
  ZSearchResultDtoSchema,
} from '@immo/domain';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { LocalizedQueryPipe, type Localized } from '../common/localized-query.pipe';
import { PublicCache } from '../common/cache-control';
import { responseSchema } from '../common/response-schema';
import { SearchService } from './search.service';

// The OpenAPI schemas of the answers, from the domain's zod schemas: each shape is declared once.
const SearchResultResponse = responseSchema('SearchResultResponse', ZSearchResultDtoSchema);

@ApiTags('search')
@Controller('search')
export class SearchController {
  constructor(private readonly searchService: SearchService) {}

  @Get()
  @PublicCache()
  @ApiQuery({
    name: 'q',
    type: String,
    required: false,
    description: 'Reference, id, city name or postal code, type name; under 2 characters answers empty lists',
  })
  @ApiQuery({ name: 'locale', enum: locales, required: false })
  @ApiQuery({ name: 'limit', type: Number, required: false, description: 'Per group, 1-20, default 8' })
  @ApiOkResponse({ type: SearchResultResponse })
  @ApiBadRequestResponse({ description: '{ code: "INVALID_REQUEST", issues }' })
  search(@Query(LocalizedQueryPipe(ZSearchQuerySchema)) query: Localized<TSearchQuery>): Promise<SearchResultDto> {
    return this.searchService.search(query);
  }
}
