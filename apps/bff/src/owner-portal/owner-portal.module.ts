import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OwnerEntity, PropertyEntity, SiteSettingsEntity, OwnerPreferenceEntity } from '@immo/db';
import { StatisticsModule } from '../statistics/statistics.module';
import { OwnerHistoryService } from './owner-history.service';
import { OwnerPortalController } from './owner-portal.controller';
import { OwnerPortalService } from './owner-portal.service';
import { PropertyReachService } from './property-reach.service';

/** What an owner sees of their properties (issue 14); the login is owner-auth's. */
@Module({
  imports: [
    TypeOrmModule.forFeature([OwnerEntity, OwnerPreferenceEntity, PropertyEntity, SiteSettingsEntity]),
    StatisticsModule,
  ],
  controllers: [OwnerPortalController],
  providers: [OwnerPortalService, PropertyReachService, OwnerHistoryService],
  exports: [OwnerPortalService],
})
export class OwnerPortalModule {}
