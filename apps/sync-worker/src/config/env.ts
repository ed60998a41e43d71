// The worker's whole configuration, validated once at boot (and by the CLI):
// a bad variable stops the process with every problem listed.
import path from 'node:path';
import { parseEnv, processOwnSecret, type EnvSource } from '@immo/platform';
import { z } from 'zod';

const LOCAL_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/immo';
const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';
/** Outside production only: what local mail catchers show as the sender. */
const LOCAL_MAIL_FROM = 'Immo <no-reply@example.com>';
const LOCAL_SITE_URL = 'http://127.0.0.1:3000';
/** The export bundled with the repository (see sample-export/README.md). */
export const BUNDLED_SAMPLE_EXPORT_DIR = path.resolve(__dirname, '../../sample-export');

const booleanString = z.enum(['true', 'false']).transform((value) => value === 'true');
// Five or six space-separated fields; BullMQ's cron parser has the last word at boot.
const cronPattern = z.string().regex(/^\S+( \S+){4,5}$/, 'a cron pattern such as "0 3 * * *"');

const ZWorkerEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    SAMPLE_EXPORT_DIR: z.string().min(1).default(BUNDLED_SAMPLE_EXPORT_DIR),
    /** BullMQ key prefix: separates environments (and test runs) sharing one Redis. */
    QUEUE_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only')
      .default('immo'),
    /**
     * Largest share of the live listings one import may withdraw (0–1); a run
     * that would take off more is refused whole. Default 0.2 (20 %).
     */
    SYNC_MAX_WITHDRAW_SHARE: z.coerce.number().min(0).max(1).default(0.2),
    /** Import the sample export at boot when the catalogue is empty. */
    SAMPLE_IMPORT_ON_EMPTY: booleanString.optional(),
    /**
     * Where a scheduled or operator run reads the CRM when its job names no
     * source: CRM_API_URL if set, else CRM_EXPORT_DIR, else (outside
     * production) SAMPLE_EXPORT_DIR. See docs/crm-export.md.
     */
    CRM_EXPORT_DIR: z.string().min(1).optional(),
    CRM_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** HTTP Basic credentials of the CRM API; required when CRM_API_URL is set. */
    CRM_API_USER: z.string().min(1).optional(),
    CRM_API_PASSWORD: z.string().min(1).optional(),
    /** Rows per CRM API request. */
    CRM_API_PAGE_SIZE: z.coerce.number().int().min(1).max(5000).default(500),
    /** Register the BullMQ job schedulers at boot; default true, false under NODE_ENV=test. */
    SYNC_SCHEDULES_ENABLED: booleanString.optional(),
    /** Seconds between the looks that register again a schedule Redis lost (flushed, restarted empty). */
    SCHEDULE_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** A file touched every 30 s while Redis answers (heartbeat/): the container's health check reads its age. Unset: none. */
    WORKER_HEARTBEAT_FILE: z.string().min(1).optional(),
    SYNC_INCREMENTAL_EVERY_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    /** Cron patterns, read in Europe/Brussels (the agency's clock, DST included). */
    SYNC_FULL_CRON: cronPattern.default('0 3 * * *'),
    STATISTICS_CRON: cronPattern.default('30 2 * * *'),
    /** The web server told to drop its cached catalogue after an import that changed something. */
    WEB_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:3000'),
    /**
     * Every web server, comma-separated, when there are several (each keeps
     * its own cache): all are told. Unset: WEB_URL alone.
     */
    WEB_URLS: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((url) => url.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/ })).min(1))
      .optional(),
    /** Shared with the web (x-revalidate-secret); required in production. */
    REVALIDATE_SECRET: z.string().min(16, 'at least 16 characters').optional(),
    /** The public site's origin, for the links in demand alerts; required in production. */
    SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * Signs the one-click unsubscribe links of demand alerts; the BFF checks
     * them with the same value. Required in production (a known secret lets
     * anyone unsubscribe anyone).
     */
    SUBSCRIPTION_TOKEN_SECRET: z.string().min(32, 'at least 32 characters').optional(),
    /** Cron patterns (Europe/Brussels) of the demand digests and of the cleanup of unconfirmed sign-ups. */
    DEMAND_DAILY_CRON: cronPattern.default('0 8 * * *'),
    DEMAND_WEEKLY_CRON: cronPattern.default('0 8 * * 1'),
    SUBSCRIPTION_CLEANUP_CRON: cronPattern.default('15 4 * * *'),
    /** Cron (Europe/Brussels) of the owners' weekly report: Monday morning, after the night's statistics. */
    OWNER_WEEKLY_REPORT_CRON: cronPattern.default('0 7 * * 1'),
    /** The mail server (smtp://host:port, smtps://user:password@host:465). Required in production; unset elsewhere, mails are written as .eml files under var/mail/. */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    /** The sender of every mail ("Agence Immo <info@agence.be>"); required in production. */
    MAIL_FROM: z
      .string()
      .min(3)
      .max(300)
      .refine((value) => !/[\r\n]/.test(value), 'one line')
      .optional(),
    /**
     * Mails one worker sends at once. Each holds a database connection for
     * its attempt (the pool is sized from it) and waits for one of the
     * MAIL_SMTP_POOL_SIZE connections; 16 keeps both busy on a 2-core machine.
     */
    MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(16),
    /** SMTP connections one worker keeps open and reuses (nodemailer's pool). */
    MAIL_SMTP_POOL_SIZE: z.coerce.number().int().min(1).max(64).default(8),
    /**
     * Mails per second, all workers together (BullMQ's limiter, kept in
     * Redis), for a provider that caps its rate; the lanes' order holds under
     * it. Unset: as fast as the workers go.
     */
    MAIL_SEND_PER_SECOND: z.coerce.number().int().min(1).max(10_000).optional(),
    /** Days a lead (its mails and uploads with it) is kept before the retention job deletes it. */
    LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
    /** Cron (Europe/Brussels) of the lead retention job. */
    LEAD_RETENTION_CRON: cronPattern.default('45 3 * * *'),
    /**
     * Days of raw property views kept (today included); older days are folded
     * into the daily counts, then deleted. At least 2: today and yesterday are
     * read live from the raw views.
     */
    VIEW_RETENTION_DAYS: z.coerce.number().int().min(2).max(3650).default(90),
    /** Days a sync run's rejected records and warnings are kept (the run and its counts stay). */
    SYNC_RUN_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    /** Days a dead or discarded mail is kept after its last attempt, for the operators to look into. */
    DEAD_MAIL_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /**
     * Days a sent mail keeps its copy as sent (HTML and text, for the console);
     * after that the row keeps its subject and data. Alerts and weekly reports
     * are never deleted, and their copies would grow without end.
     */
    SENT_COPY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    /** Cron (Europe/Brussels) of the retention job: after the night's statistics. */
    RETENTION_CRON: cronPattern.default('50 2 * * *'),
    /** The BFF's UPLOAD_DIR (the same value): CVs attached to the agency's mail, swept with their lead. Relative paths start at the repository root. */
    UPLOAD_DIR: z.string().min(1).default('var/uploads'),
    /**
     * The worker's scheduling priority (Unix nice, 0 to 19): where it shares
     * cores with the BFF, a burst of imports or mails yields to the visitors'
     * requests. Its work is never urgent to the millisecond (mails: 60 s).
     */
    WORKER_NICE: z.coerce.number().int().min(0).max(19).default(10),
    /** The port of the worker's /health/live, /health/ready and /metrics; 0: none. Default 3002, none under NODE_ENV=test (many workers at once). */
    WORKER_HEALTH_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    /** The address it listens on: loopback unless a probe or Prometheus comes from elsewhere (0.0.0.0 in a container). */
    WORKER_HEALTH_HOST: z.string().min(1).default('127.0.0.1'),
    /** The JSON log's threshold (pino levels); unset: `info`. */
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    // A CRM URL without credentials would only fail at the first run, at night.
    if (env.CRM_API_URL !== undefined) {
      for (const key of ['CRM_API_USER', 'CRM_API_PASSWORD'] as const) {
        if (env[key] === undefined)
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when CRM_API_URL is set' });
      }
    }
    // Production must never fall back to a developer's local servers.
    if (env.NODE_ENV !== 'production') return;
    for (const key of [
      'DATABASE_URL',
      'REDIS_URL',
      'REVALIDATE_SECRET',
      'SITE_URL',
      'SUBSCRIPTION_TOKEN_SECRET',
      'SMTP_URL',
      'MAIL_FROM',
    ] as const) {
      if (env[key] === undefined)
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when NODE_ENV=production' });
    }
  })
  .transform((env) => ({
    ...env,
    DATABASE_URL: env.DATABASE_URL ?? LOCAL_DATABASE_URL,
    REDIS_URL: env.REDIS_URL ?? LOCAL_REDIS_URL,
    // A live site must not fill up with sample properties by accident.
    SAMPLE_IMPORT_ON_EMPTY: env.SAMPLE_IMPORT_ON_EMPTY ?? env.NODE_ENV !== 'production',
    // Tests boot the worker many times; a schedule firing mid-test would import behind their back.
    SYNC_SCHEDULES_ENABLED: env.SYNC_SCHEDULES_ENABLED ?? env.NODE_ENV !== 'test',
    // Outside production an unset secret is this process's own random one, never a shared default.
    REVALIDATE_SECRET: env.REVALIDATE_SECRET ?? processOwnSecret(),
    SITE_URL: env.SITE_URL ?? LOCAL_SITE_URL,
    SUBSCRIPTION_TOKEN_SECRET: env.SUBSCRIPTION_TOKEN_SECRET ?? processOwnSecret(),
    MAIL_FROM: env.MAIL_FROM ?? LOCAL_MAIL_FROM,
    UPLOAD_DIR: path.resolve(__dirname, '../../../..', env.UPLOAD_DIR),
    WORKER_HEALTH_PORT: env.WORKER_HEALTH_PORT ?? (env.NODE_ENV === 'test' ? 0 : 3002),
  }));

export type WorkerEnv = z.infer<typeof ZWorkerEnvSchema>;

/** DI token of the validated environment. */
export const ENV = Symbol('WORKER_ENV');

export function loadEnv(source: EnvSource = process.env): WorkerEnv {
  return parseEnv(ZWorkerEnvSchema, source, 'sync-worker');
}
