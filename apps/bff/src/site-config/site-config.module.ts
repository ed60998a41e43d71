import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { siteConfigEntities } from '@immo/db';
import { SiteConfigController } from './site-config.controller';
import { SiteConfigService } from './site-config.service';

@Module({
  imports: [TypeOrmModule.forFeature(siteConfigEntities), CatalogueModule],
  controllers: [SiteConfigController],
  providers: [SiteConfigService],
  // The console's preview assembles the same answers with the drafts laid over.
  exports: [SiteConfigService],
})
export class SiteConfigModule {}
