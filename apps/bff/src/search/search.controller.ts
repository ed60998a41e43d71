import { type SearchResultDto, type TSearchQuery, ZSearchQuerySchema, ZSearchResultDtoSchema } from '@immo/domain';
import { Controller, Get } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type Localized } from '../common/localized-query.pipe';
import { PublicCache } from '../common/cache-control';
import { responseSchema } from '../common/response-schema';
import { SearchService } from './search.service';
import { LocalizedQuery } from '../common/zod-request';

// The OpenAPI schemas of the answers, from the domain's zod schemas: each shape is declared once.
const SearchResultResponse = responseSchema('SearchResultResponse', ZSearchResultDtoSchema);

@ApiTags('search')
@Controller('search')
export class SearchController {
  constructor(private readonly searchService: SearchService) {}

  @Get()
  @PublicCache()
  @ApiOkResponse({ type: SearchResultResponse })
  @ApiBadRequestResponse({ description: '{ code: "INVALID_REQUEST", issues }' })
  search(@LocalizedQuery(ZSearchQuerySchema) query: Localized<TSearchQuery>): Promise<SearchResultDto> {
    return this.searchService.search(query);
  }
}
