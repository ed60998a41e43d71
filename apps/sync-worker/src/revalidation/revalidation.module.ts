import { Module } from '@nestjs/common';
import { ENV, type WorkerEnv } from '../config/env';
import { WebRevalidationNotifier } from './web-revalidation.notifier';

@Module({
  providers: [{ provide: WebRevalidationNotifier, inject: [ENV], useFactory: (env: WorkerEnv) => new WebRevalidationNotifier(env) }],
  exports: [WebRevalidationNotifier],
})
export class RevalidationModule {}
