import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PropertyEntity } from '../properties/property.entity';
import { BeaconBudget } from './beacon-budget';
import { PropertyDailyViewEntity } from './property-daily-view.entity';
import { PropertyViewEntity } from './property-view.entity';
import { PropertyViewsController } from './property-views.controller';
import { PropertyViewsService } from './property-views.service';
import { StatisticsController } from './statistics.controller';
import { StatisticsService } from './statistics.service';
import { ViewBeaconBudgetEntity } from './view-beacon-budget.entity';
import { ViewSaltEntity } from './view-salt.entity';
import { ViewSalts } from './view-salts';

@Module({
  imports: [TypeOrmModule.forFeature([PropertyEntity, PropertyViewEntity, PropertyDailyViewEntity, ViewSaltEntity, ViewBeaconBudgetEntity])],
  controllers: [PropertyViewsController, StatisticsController],
  providers: [PropertyViewsService, StatisticsService, ViewSalts, BeaconBudget],
  exports: [StatisticsService],
})
export class StatisticsModule {}
