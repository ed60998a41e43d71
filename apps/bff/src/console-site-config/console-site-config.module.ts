import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { ResponseCacheModule } from '../response-cache/response-cache.module';
import { siteConfigEntities, consoleSiteConfigEntities } from '@immo/db';
import { SiteConfigModule } from '../site-config/site-config.module';
import { ConsoleSiteConfigController } from './console-site-config.controller';
import { SiteConfigAnnouncer } from './site-config-announcer';
import { SiteConfigChanges } from './site-config-changes';
import { SiteConfigEditorService } from './site-config-editor.service';
import { SiteConfigPreviewService } from './site-config-preview.service';

/** The operators' console: the site configuration editor (drafts, preview, publish, change log and undo). */
@Module({
  imports: [
    TypeOrmModule.forFeature([...siteConfigEntities, ...consoleSiteConfigEntities]),
    CatalogueModule,
    ResponseCacheModule,
    SiteConfigModule,
  ],
  controllers: [ConsoleSiteConfigController],
  providers: [SiteConfigEditorService, SiteConfigChanges, SiteConfigPreviewService, SiteConfigAnnouncer],
})
export class ConsoleSiteConfigModule {}
