import { Module } from '@nestjs/common';
import { PropertiesModule } from '../properties/properties.module';
import { MapController } from './map.controller';
import { MapService } from './map.service';

@Module({
  imports: [PropertiesModule],
  controllers: [MapController],
  providers: [MapService],
})
export class MapModule {}
