import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueService } from '../catalogue/catalogue.service';
import { CityEntity } from '../catalogue/city.entity';
import { PropertyTypeEntity } from '../catalogue/property-type.entity';
import { PropertyEntity } from '../properties/property.entity';
import { siteConfigEntities } from './site-config.entities';
import { SiteConfigController } from './site-config.controller';
import { SiteConfigService } from './site-config.service';

@Module({
  // CatalogueService is provided here (CatalogueModule does not export it) so
  // the search block's totals come from the very query behind GET /api/counts.
  imports: [TypeOrmModule.forFeature([...siteConfigEntities, CityEntity, PropertyTypeEntity, PropertyEntity])],
  controllers: [SiteConfigController],
  providers: [SiteConfigService, CatalogueService],
})
export class SiteConfigModule {}
