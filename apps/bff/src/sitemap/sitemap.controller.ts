import { propertyGoals, SITEMAP_PROPERTIES_PER_FILE, type PropertyGoal, type SitemapIndexDto, type SitemapProjectsDto, type SitemapPropertiesDto, ZRecordIdSchema } from '@immo/domain';
import { Controller, Get, Param } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiParam, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { PublicCache } from '../common/cache-control';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { SitemapService } from './sitemap.service';

class SitemapEntryResponse {
  @ApiProperty() id!: number;
  @ApiPropertyOptional({ enum: propertyGoals, description: 'Properties only' }) goal?: PropertyGoal;
  @ApiProperty({ description: 'City per locale (nl, fr, en, de), as in the detail URL', example: { nl: 'Elsene', fr: 'Ixelles' } })
  cities!: Record<string, string>;
  @ApiProperty({ description: 'Title (project: name) per locale, as in the detail URL' }) titles!: Record<string, string>;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'The CRM last change, ISO 8601' }) changedAt!: string | null;
}

class SitemapFileResponse {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'The latest CRM change among the file\'s properties' }) lastModified!: string | null;
}

class SitemapIndexResponse implements SitemapIndexDto {
  @ApiProperty({ type: [SitemapFileResponse], description: `One per ${SITEMAP_PROPERTIES_PER_FILE} live properties, by id` }) propertyFiles!: SitemapFileResponse[];
  @ApiPropertyOptional({ type: String, nullable: true }) projectsLastModified!: string | null;
}

class SitemapPropertiesResponse implements SitemapPropertiesDto {
  @ApiProperty({ type: [SitemapEntryResponse] }) properties!: SitemapEntryResponse[];
}

class SitemapProjectsResponse implements SitemapProjectsDto {
  @ApiProperty({ type: [SitemapEntryResponse] }) projects!: SitemapEntryResponse[];
}

/** What the web's sitemap index and files need, one bounded answer per file. */
@ApiTags('sitemap')
@Controller('sitemap')
export class SitemapController {
  constructor(private readonly sitemapService: SitemapService) {}

  @Get('index')
  @PublicCache()
  @ApiOkResponse({ type: SitemapIndexResponse, description: 'How many property files there are, and each one\'s latest change' })
  index(): Promise<SitemapIndexDto> {
    return this.sitemapService.index();
  }

  @Get('properties/:file')
  @PublicCache()
  @ApiParam({ name: 'file', description: `1-based; file n holds live properties ${SITEMAP_PROPERTIES_PER_FILE}·(n−1)+1 to ${SITEMAP_PROPERTIES_PER_FILE}·n by id` })
  @ApiOkResponse({ type: SitemapPropertiesResponse, description: 'Each property with what its URLs need in every language; empty past the last file' })
  @ApiBadRequestResponse({ description: '{ code: "INVALID_REQUEST" }: not 1 to 2147483647 in plain digits' })
  properties(@Param('file', new ZodValidationPipe(ZRecordIdSchema)) file: number): Promise<SitemapPropertiesDto> {
    return this.sitemapService.properties(file);
  }

  @Get('projects')
  @PublicCache()
  @ApiOkResponse({ type: SitemapProjectsResponse, description: 'Every live project with what its URLs need in every language' })
  projects(): Promise<SitemapProjectsDto> {
    return this.sitemapService.projects();
  }
}
