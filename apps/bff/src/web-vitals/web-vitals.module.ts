import { Module } from '@nestjs/common';
import { StatisticsModule } from '../statistics/statistics.module';
import { WebVitalsConsoleController, WebVitalsController } from './web-vitals.controller';
import { WebVitalsService } from './web-vitals.service';

// The view beacon's salts and hourly budget table are reused (StatisticsModule exports them).
@Module({
  imports: [StatisticsModule],
  controllers: [WebVitalsController, WebVitalsConsoleController],
  providers: [WebVitalsService],
})
export class WebVitalsModule {}
