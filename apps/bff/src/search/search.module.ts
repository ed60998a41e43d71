import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CityEntity } from '../catalogue/city.entity';
import { PropertyTypeEntity } from '../catalogue/property-type.entity';
import { PropertyEntity } from '../properties/property.entity';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';

@Module({
  imports: [TypeOrmModule.forFeature([PropertyEntity, CityEntity, PropertyTypeEntity])],
  controllers: [SearchController],
  providers: [SearchService],
})
export class SearchModule {}
