import { QueueName } from '@immo/domain';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { RevalidationModule } from '../revalidation/revalidation.module';
import { CatalogueImporter } from './catalogue-importer';
import { SyncStartupService } from './sync-startup.service';
import { SyncProcessor } from './sync.processor';

@Module({
  imports: [BullModule.registerQueue({ name: QueueName.sync }, { name: QueueName.demands }), RevalidationModule],
  providers: [CatalogueImporter, SyncProcessor, SyncStartupService],
})
export class SyncModule {}
