import type { FastifyRequest } from 'fastify';
import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CaptchaModule } from './captcha/captcha.module';
import { LeadsModule } from './leads/leads.module';
import { CatalogueModule } from './catalogue/catalogue.module';
import { DemandsModule } from './demands/demands.module';
import { NewsletterModule } from './newsletter/newsletter.module';
import { TestimonialsModule } from './testimonials/testimonials.module';
import { AppExceptionFilter } from './common/app-exception.filter';
import { clientTracker, PUBLIC_THROTTLER, RATE_LIMIT_WINDOW_MS, throttleKey } from './common/public-throttler';
import { PublicThrottlerGuard } from './common/public-throttler.guard';
import { SharedThrottlerStorage } from './common/shared-throttler.storage';
import { isInternalRequest } from './common/internal-request';
import { ConfigModule } from './config/config.module';
import { type BffEnv, ENV } from './config/env';
import { dataSourceOptions, withMigrationLock } from '@immo/db';
import { HealthModule } from './health/health.module';
import { LoggingModule } from './logging/logging.module';
import { MapModule } from './map/map.module';
import { MailOutboxModule } from './mail-outbox/mail-outbox.module';
import { ConsoleRequestsModule } from './console-requests/console-requests.module';
import { ConsoleSiteConfigModule } from './console-site-config/console-site-config.module';
import { MetricsModule } from './metrics/metrics.module';
import { OwnerAuthModule } from './owner-auth/owner-auth.module';
import { OwnerPortalModule } from './owner-portal/owner-portal.module';
import { OperatorsModule } from './operators/operators.module';
import { isOperatorRoute } from './operators/operator-only.decorator';
import { PropertiesModule } from './properties/properties.module';
import { ProjectsModule } from './projects/projects.module';
import { SitemapModule } from './sitemap/sitemap.module';
import { QueuesModule } from './queues/queues.module';
import { ResponseCacheModule } from './response-cache/response-cache.module';
import { SearchModule } from './search/search.module';
import { SiteConfigModule } from './site-config/site-config.module';
import { StatisticsModule } from './statistics/statistics.module';
import { SyncRunsModule } from './sync-runs/sync-runs.module';
import { VisitBookingsModule } from './visit-bookings/visit-bookings.module';
import { WebVitalsModule } from './web-vitals/web-vitals.module';

@Module({
  imports: [
    ConfigModule,
    LoggingModule,
    TypeOrmModule.forRootAsync({
      inject: [ENV],
      // Connections stay open when idle (pg closes them after 10 s by default): otherwise the
      // first requests after a quiet spell wait for new backends with cold caches, 100 ms
      // and more at the 95th percentile of a burst of forms (docs/benchmarks.md, "Forms").
      useFactory: (env: BffEnv) => ({ ...dataSourceOptions(env), extra: { idleTimeoutMillis: 0 } }),
      // The BFF owns the schema: it brings the database up to date before
      // serving (the worker, which retries, never needs its own copy), under
      // the lock `npm run migrate` takes, so BFFs starting together apply each migration once.
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource(options!).initialize();
        await withMigrationLock(dataSource, () => dataSource.runMigrations({ transaction: 'each' }));
        return dataSource;
      },
    }),
    ThrottlerModule.forRootAsync({
      inject: [ENV],
      useFactory: (env: BffEnv) => ({
        throttlers: [{ name: PUBLIC_THROTTLER, ttl: RATE_LIMIT_WINDOW_MS, limit: env.RATE_LIMIT_PER_MINUTE }],
        // Counted in Redis so every BFF instance shares the limit; in memory while Redis is away.
        storage: new SharedThrottlerStorage(env.REDIS_URL, `${env.QUEUE_PREFIX}:throttle`),
        // The response cache counts its hits with the same tracker and key (response-cache.hooks.ts).
        getTracker: (request) => clientTracker((request as FastifyRequest).ip),
        generateKey: (context, tracker) =>
          throttleKey(context.switchToHttp().getRequest<FastifyRequest>().routeOptions.url ?? '', tracker),
        // The web server renders pages for every visitor from one address;
        // limiting it would answer 429 to all of them at once. It never calls
        // the operators' routes, so there its token lifts nothing.
        skipIf: (context) =>
          !isOperatorRoute(context) &&
          isInternalRequest(context.switchToHttp().getRequest<FastifyRequest>(), env.INTERNAL_API_TOKEN),
      }),
    }),
    OperatorsModule,
    HealthModule,
    MetricsModule,
    PropertiesModule,
    ProjectsModule,
    SitemapModule,
    SyncRunsModule,
    MailOutboxModule,
    ConsoleRequestsModule,
    ConsoleSiteConfigModule,
    QueuesModule,
    StatisticsModule,
    WebVitalsModule,
    CatalogueModule,
    SearchModule,
    SiteConfigModule,
    MapModule,
    ResponseCacheModule,
    DemandsModule,
    NewsletterModule,
    TestimonialsModule,
    CaptchaModule,
    VisitBookingsModule,
    LeadsModule,
    OwnerAuthModule,
    OwnerPortalModule,
  ],
  providers: [
    { provide: APP_GUARD, useClass: PublicThrottlerGuard },
    { provide: APP_FILTER, useClass: AppExceptionFilter },
  ],
})
export class AppModule {}
