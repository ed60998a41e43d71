import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import {
  PropertyEntity,
  PropertyDailyViewEntity,
  PropertyViewEntity,
  ViewBeaconBudgetEntity,
  ViewSaltEntity,
} from '@immo/db';
import { BeaconBudget } from './beacon-budget';
import { PropertyViewsController } from './property-views.controller';
import { PropertyViewsService } from './property-views.service';
import { StatisticsController } from './statistics.controller';
import { StatisticsService } from './statistics.service';
import { ViewSalts } from './view-salts';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      PropertyEntity,
      PropertyViewEntity,
      PropertyDailyViewEntity,
      ViewSaltEntity,
      ViewBeaconBudgetEntity,
    ]),
  ],
  controllers: [PropertyViewsController, StatisticsController],
  providers: [PropertyViewsService, StatisticsService, ViewSalts, BeaconBudget],
  exports: [StatisticsService, ViewSalts, BeaconBudget],
})
export class StatisticsModule {}
