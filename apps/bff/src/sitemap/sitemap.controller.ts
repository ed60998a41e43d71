import type { SitemapDto } from '@immo/domain';
import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { PublicCache } from '../common/cache-control';
import { SitemapService } from './sitemap.service';

class SitemapEntryResponse {
  @ApiProperty() id!: number;
  @ApiPropertyOptional({ description: 'Properties only: 0 = for sale, any other value = for rent' }) goal?: number;
  @ApiProperty({ description: 'City per locale (nl, fr, en, de), as in the detail URL', example: { nl: 'Elsene', fr: 'Ixelles' } })
  cities!: Record<string, string>;
  @ApiProperty({ description: 'Title (project: name) per locale, as in the detail URL' }) titles!: Record<string, string>;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'The CRM last change, ISO 8601' }) changedAt!: string | null;
}

class SitemapResponse implements SitemapDto {
  @ApiProperty({ type: [SitemapEntryResponse] }) properties!: SitemapEntryResponse[];
  @ApiProperty({ type: [SitemapEntryResponse] }) projects!: SitemapEntryResponse[];
}

@ApiTags('sitemap')
@Controller('sitemap')
export class SitemapController {
  constructor(private readonly sitemapService: SitemapService) {}

  @Get()
  @PublicCache()
  @ApiOkResponse({ type: SitemapResponse, description: 'Every live property and project with what its URLs need in every language' })
  entries(): Promise<SitemapDto> {
    return this.sitemapService.entries();
  }
}
