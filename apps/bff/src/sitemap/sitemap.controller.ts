import {
  SITEMAP_PROPERTIES_PER_FILE,
  type SitemapIndexDto,
  type SitemapProjectsDto,
  type SitemapPropertiesDto,
  ZRecordIdSchema,
  ZSitemapIndexDtoSchema,
  ZSitemapProjectsDtoSchema,
  ZSitemapPropertiesDtoSchema,
} from '@immo/domain';
import { Controller, Get } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PublicCache } from '../common/cache-control';
import { responseSchema } from '../common/response-schema';
import { SitemapService } from './sitemap.service';
import { ValidParam } from '../common/zod-request';

// The OpenAPI schemas of the answers, from the domain's zod schemas: each shape is declared once.
const SitemapIndexResponse = responseSchema('SitemapIndexResponse', ZSitemapIndexDtoSchema);
const SitemapPropertiesResponse = responseSchema('SitemapPropertiesResponse', ZSitemapPropertiesDtoSchema);
const SitemapProjectsResponse = responseSchema('SitemapProjectsResponse', ZSitemapProjectsDtoSchema);

/** A sitemap file's number: a record id's rule, counted from 1. */
const ZSitemapFileSchema = ZRecordIdSchema.meta({
  description: `1-based; file n holds live properties ${SITEMAP_PROPERTIES_PER_FILE}·(n−1)+1 to ${SITEMAP_PROPERTIES_PER_FILE}·n by id`,
});

/** What the web's sitemap index and files need, one bounded answer per file. */
@ApiTags('sitemap')
@Controller('sitemap')
export class SitemapController {
  constructor(private readonly sitemapService: SitemapService) {}

  @Get('index')
  @PublicCache()
  @ApiOkResponse({
    type: SitemapIndexResponse,
    description: "How many property files there are, and each one's latest change",
  })
  index(): Promise<SitemapIndexDto> {
    return this.sitemapService.index();
  }

  @Get('properties/:file')
  @PublicCache()
  @ApiOkResponse({
    type: SitemapPropertiesResponse,
    description: 'Each property with what its URLs need in every language; empty past the last file',
  })
  @ApiBadRequestResponse({ description: '{ code: "INVALID_REQUEST" }: not 1 to 2147483647 in plain digits' })
  properties(@ValidParam('file', ZSitemapFileSchema) file: number): Promise<SitemapPropertiesDto> {
    return this.sitemapService.properties(file);
  }

  @Get('projects')
  @PublicCache()
  @ApiOkResponse({
    type: SitemapProjectsResponse,
    description: 'Every live project with what its URLs need in every language',
  })
  projects(): Promise<SitemapProjectsDto> {
    return this.sitemapService.projects();
  }
}
