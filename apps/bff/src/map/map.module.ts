import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PropertiesModule } from '../properties/properties.module';
import { PropertyEntity } from '@immo/db';
import { MapController } from './map.controller';
import { MapService } from './map.service';

@Module({
  imports: [TypeOrmModule.forFeature([PropertyEntity]), PropertiesModule],
  controllers: [MapController],
  providers: [MapService],
})
export class MapModule {}
