import { Module } from '@nestjs/common';
import { ENV, type WorkerEnv } from '../config/env';
import { CatalogueChangePublisher } from './catalogue-change.publisher';
import { SiteConfigChangeListener } from './site-config-change.listener';
import { WebRevalidationNotifier } from './web-revalidation.notifier';

/** Who hears about an import that changed the catalogue: the BFFs' caches, then the web's; and the web's after a configuration change. */
@Module({
  providers: [
    {
      provide: CatalogueChangePublisher,
      inject: [ENV],
      useFactory: (env: WorkerEnv) => new CatalogueChangePublisher(env),
    },
    {
      provide: WebRevalidationNotifier,
      inject: [ENV],
      useFactory: (env: WorkerEnv) => new WebRevalidationNotifier(env),
    },
    {
      provide: SiteConfigChangeListener,
      inject: [ENV, WebRevalidationNotifier],
      useFactory: (env: WorkerEnv, web: WebRevalidationNotifier) => new SiteConfigChangeListener(env, web),
    },
  ],
  exports: [CatalogueChangePublisher, WebRevalidationNotifier],
})
export class RevalidationModule {}
