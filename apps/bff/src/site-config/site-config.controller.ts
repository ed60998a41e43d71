import {
  locales,
  type PageConfigDto,
  type SiteConfigDto,
  type TSiteConfigQuery,
  ZPageConfigDtoSchema,
  ZPagePathSchema,
  ZSiteConfigDtoSchema,
  ZSiteConfigQuerySchema,
} from '@immo/domain';
import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { LocalizedQueryPipe, type Localized } from '../common/localized-query.pipe';
import { PublicCache } from '../common/cache-control';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { responseSchema } from '../common/response-schema';
import { SiteConfigService } from './site-config.service';

// The OpenAPI schemas of the answers, from the domain's zod schemas: each shape is declared once.
const SiteConfigResponse = responseSchema('SiteConfigResponse', ZSiteConfigDtoSchema);
const PageConfigResponse = responseSchema('PageConfigResponse', ZPageConfigDtoSchema);

@ApiTags('site-config')
@Controller()
export class SiteConfigController {
  constructor(private readonly siteConfigService: SiteConfigService) {}

  @Get('site-config')
  @PublicCache()
  @ApiQuery({ name: 'locale', enum: locales, required: false })
  @ApiOkResponse({
    type: SiteConfigResponse,
    description: 'The page frame (menu, top bar, footer, banner, search block) and the agency facts in one language',
  })
  @ApiBadRequestResponse({ description: '{ code: "INVALID_REQUEST", issues }' })
  siteConfig(
    @Query(LocalizedQueryPipe(ZSiteConfigQuerySchema)) query: Localized<TSiteConfigQuery>,
  ): Promise<SiteConfigDto> {
    return this.siteConfigService.siteConfig(query.locale);
  }

  @Get('pages/:path')
  @PublicCache()
  @ApiParam({ name: 'path', description: "A menu page's original path", example: 'Notre-agence' })
  @ApiQuery({ name: 'locale', enum: locales, required: false })
  @ApiOkResponse({
    type: PageConfigResponse,
    description: 'A Published page: its SEO texts and modules in one language',
  })
  @ApiBadRequestResponse({ description: '{ code: "INVALID_REQUEST", issues }' })
  @ApiNotFoundResponse({ description: '{ code: "PAGE_NOT_FOUND" }: no page at this path, or not Published' })
  page(
    @Param('path', new ZodValidationPipe(ZPagePathSchema)) path: string,
    @Query(LocalizedQueryPipe(ZSiteConfigQuerySchema)) query: Localized<TSiteConfigQuery>,
  ): Promise<PageConfigDto> {
    return this.siteConfigService.page(path, query.locale);
  }
}
