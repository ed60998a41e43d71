import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PropertiesController } from './properties.controller';
import { PropertiesService } from './properties.service';
import { SiteSettingsEntity } from '../site-config/site-settings.entity';
import { PropertyEntity } from './property.entity';
import { PropertyRelatedService } from './property-related.service';

@Module({
  imports: [TypeOrmModule.forFeature([PropertyEntity, SiteSettingsEntity])],
  controllers: [PropertiesController],
  providers: [PropertiesService, PropertyRelatedService],
  // The map's pins come from the list's own query.
  exports: [PropertiesService],
})
export class PropertiesModule {}
