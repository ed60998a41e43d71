import { Module } from '@nestjs/common';
import { type BffEnv, ENV } from '../config/env';
import { CatalogueChangesListener } from './catalogue-changes.listener';
import { ResponseCache } from './response-cache';

const MEGABYTE = 1024 * 1024;

/** The answers kept in memory (hooks installed by configure-app.ts) and the import announcements that drop them. */
@Module({
  providers: [
    {
      provide: ResponseCache,
      inject: [ENV],
      useFactory: (env: BffEnv) => new ResponseCache(Math.floor(env.RESPONSE_CACHE_MB * MEGABYTE)),
    },
    CatalogueChangesListener,
  ],
  exports: [ResponseCache],
})
export class ResponseCacheModule {}
