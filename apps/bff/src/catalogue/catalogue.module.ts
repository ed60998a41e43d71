import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PropertyEntity, CityEntity, PropertyTypeEntity } from '@immo/db';
import { CatalogueController } from './catalogue.controller';
import { CatalogueService } from './catalogue.service';

@Module({
  imports: [TypeOrmModule.forFeature([CityEntity, PropertyTypeEntity, PropertyEntity])],
  controllers: [CatalogueController],
  providers: [CatalogueService],
  // The search block's totals come from the very query behind GET /api/counts.
  exports: [CatalogueService],
})
export class CatalogueModule {}
