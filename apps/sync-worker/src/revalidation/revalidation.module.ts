import { Module } from '@nestjs/common';
import { ENV, type WorkerEnv } from '../config/env';
import { CatalogueChangePublisher } from './catalogue-change.publisher';
import { WebRevalidationNotifier } from './web-revalidation.notifier';

/** Who hears about an import that changed the catalogue: the BFFs' caches, then the web's. */
@Module({
  providers: [
    { provide: CatalogueChangePublisher, inject: [ENV], useFactory: (env: WorkerEnv) => new CatalogueChangePublisher(env) },
    { provide: WebRevalidationNotifier, inject: [ENV], useFactory: (env: WorkerEnv) => new WebRevalidationNotifier(env) },
  ],
  exports: [CatalogueChangePublisher, WebRevalidationNotifier],
})
export class RevalidationModule {}
