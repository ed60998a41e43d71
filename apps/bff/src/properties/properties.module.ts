import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PropertiesController } from './properties.controller';
import { PropertiesService } from './properties.service';
import { SiteSettingsEntity, PropertyEntity } from '@immo/db';
import { PropertyRelatedService } from './property-related.service';

@Module({
  imports: [TypeOrmModule.forFeature([PropertyEntity, SiteSettingsEntity])],
  controllers: [PropertiesController],
  providers: [PropertiesService, PropertyRelatedService],
  // The map's pins come from the list's own query.
  exports: [PropertiesService],
})
export class PropertiesModule {}
