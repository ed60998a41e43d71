import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PropertiesService } from '../properties/properties.service';
import { PropertyEntity } from '../properties/property.entity';
import { MapController } from './map.controller';
import { MapService } from './map.service';

@Module({
  imports: [TypeOrmModule.forFeature([PropertyEntity])],
  controllers: [MapController],
  // PropertiesService is stateless: its own instance here reuses the list's
  // filters without the properties module having to export it.
  providers: [PropertiesService, MapService],
})
export class MapModule {}
