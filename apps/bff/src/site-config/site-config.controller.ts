import {
  type PageConfigDto,
  type SiteConfigDto,
  type TSiteConfigQuery,
  ZPageConfigDtoSchema,
  ZPagePathSchema,
  ZSiteConfigDtoSchema,
  ZSiteConfigQuerySchema,
} from '@immo/domain';
import { Controller, Get } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type Localized } from '../common/localized-query.pipe';
import { PublicCache } from '../common/cache-control';
import { responseSchema } from '../common/response-schema';
import { SiteConfigService } from './site-config.service';
import { LocalizedQuery, ValidParam } from '../common/zod-request';

// The OpenAPI schemas of the answers, from the domain's zod schemas: each shape is declared once.
const SiteConfigResponse = responseSchema('SiteConfigResponse', ZSiteConfigDtoSchema);
const PageConfigResponse = responseSchema('PageConfigResponse', ZPageConfigDtoSchema);

@ApiTags('site-config')
@Controller()
export class SiteConfigController {
  constructor(private readonly siteConfigService: SiteConfigService) {}

  @Get('site-config')
  @PublicCache()
  @ApiOkResponse({
    type: SiteConfigResponse,
    description: 'The page frame (menu, top bar, footer, banner, search block) and the agency facts in one language',
  })
  @ApiBadRequestResponse({ description: '{ code: "INVALID_REQUEST", issues }' })
  siteConfig(@LocalizedQuery(ZSiteConfigQuerySchema) query: Localized<TSiteConfigQuery>): Promise<SiteConfigDto> {
    return this.siteConfigService.siteConfig(query.locale);
  }

  @Get('pages/:path')
  @PublicCache()
  @ApiOkResponse({
    type: PageConfigResponse,
    description: 'A Published page: its SEO texts and modules in one language',
  })
  @ApiBadRequestResponse({ description: '{ code: "INVALID_REQUEST", issues }' })
  @ApiNotFoundResponse({ description: '{ code: "PAGE_NOT_FOUND" }: no page at this path, or not Published' })
  page(
    @ValidParam('path', ZPagePathSchema) path: string,
    @LocalizedQuery(ZSiteConfigQuerySchema) query: Localized<TSiteConfigQuery>,
  ): Promise<PageConfigDto> {
    return this.siteConfigService.page(path, query.locale);
  }
}
