// The BFF's whole configuration, validated once at boot: a bad variable stops
// the process with every problem listed, instead of failing on first use.
import {
  CAPTCHA_CHALLENGES_PER_MINUTE,
  CONFIRMATION_ADDRESSES_PER_NETWORK,
  OWNER_SESSION_ABSOLUTE_HOURS_DEFAULT,
  OWNER_SESSION_IDLE_MINUTES_DEFAULT,
  VIEW_BEACON_BUDGET_PER_HOUR,
  VISIT_BOOKING_LIMITS,
  ZDefaultLocaleSchema,
} from '@immo/domain';
import { parseEnv, processOwnSecret, type EnvSource } from '@immo/platform';
import { z } from 'zod';
import { resolve } from 'node:path';

// apps/bff/src/config → the repository, whatever directory the process starts in.
const REPO_ROOT = resolve(__dirname, '../../../..');
const LOCAL_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/immo';
const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';
/** The web's local origins (`npm start`, `npm run dev`): the default of ALLOWED_ORIGINS outside production. */
const LOCAL_WEB_ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000'];
/** Outside production only: the local mail catcher (MailDev, Mailpit) takes any address. */
const LOCAL_AGENCY_MAIL_TO = 'agency@example.com';
/** Outside production only: the web of `npm start`. */
const LOCAL_SITE_URL = 'http://127.0.0.1:3000';

const ZBffEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3001),
    /**
     * The address the BFF listens on: this machine only, unless told otherwise.
     * Only the web server calls it; a container sets 0.0.0.0 (its Dockerfile).
     * Not `HOST`, which some shells and platforms set to the machine's name.
     */
    BFF_HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DEFAULT_LOCALE: ZDefaultLocaleSchema,
    /** Requests per minute and client IP on the public endpoints. */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
    /** Visit beacons per hour and visitor network counted at most (all properties together); the rest answer 204 and count nothing. */
    VIEW_BEACON_BUDGET_PER_HOUR: z.coerce.number().int().min(1).default(VIEW_BEACON_BUDGET_PER_HOUR),
    /**
     * Fastify `trustProxy`: the web app calls the BFF from the same host, so by
     * default the client IP is read from X-Forwarded-For set by loopback only.
     */
    TRUST_PROXY: z.string().min(1).default('loopback'),
    /** Redis of the BullMQ queues the BFF produces jobs on (operator-started imports, Bull Board). */
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    /** BullMQ key prefix; must equal the worker's so both see the same queues. */
    QUEUE_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only')
      .default('immo'),
    /**
     * Encrypts the operators' TOTP keys at rest (AES-256-GCM): 32 random bytes
     * in base64 (`openssl rand -base64 32`). Changing it invalidates every
     * operator's second factor (each needs a new setup link). Required in production.
     */
    OPERATOR_TOTP_KEY: z
      .string()
      .refine(
        (value) => /^[A-Za-z0-9+/]{43}=$/.test(value) && Buffer.from(value, 'base64').length === 32,
        '32 bytes in base64 (openssl rand -base64 32)',
      )
      .optional(),
    /** Shared with the web server: its own calls (header x-internal-token) are not rate limited. Required in production. */
    INTERNAL_API_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
    /**
     * The site's own origins, comma-separated (https://www.agency.be): the only
     * ones whose pages may send requests that change something (@RefuseCrossSite).
     * Required in production; the local web's origins otherwise.
     */
    ALLOWED_ORIGINS: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(
            z
              .url({ protocol: /^https?$/ })
              .refine(
                (url) => URL.canParse(url) && new URL(url).origin === url,
                'an origin: scheme, host and port only',
              ),
          )
          .min(1),
      )
      .optional(),
    /** Serve the OpenAPI documentation (/api/docs); by default everywhere but production. */
    API_DOCS_ENABLED: z.enum(['true', 'false']).optional(),
    /** Memory for public answers kept between imports (response-cache/); 0 turns the cache off. */
    RESPONSE_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
    /** Signs the forms' captcha challenges (captcha/); a leaked key lets bots mint their own. Required in production. */
    CAPTCHA_HMAC_KEY: z.string().min(32, 'at least 32 characters').optional(),
    /**
     * The proof of work's range: a browser hashes half of it on average.
     * 50,000 SHA-256 take a recent phone about half a second to a second.
     */
    CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(1000).max(10_000_000).default(50_000),
    /** Captcha challenges per minute and client network, page renders included (captcha/challenge-budget.ts); more only for tests and benches from one address. */
    CAPTCHA_CHALLENGES_PER_MINUTE: z.coerce.number().int().min(1).default(CAPTCHA_CHALLENGES_PER_MINUTE),
    /** Where a lead's e-mail goes when its property names no manager with an address. Required in production. */
    AGENCY_MAIL_TO: z.email().optional(),
    /**
     * Where uploaded files (rent applications' CVs) are kept, outside anything
     * served; relative paths start at the repository root. The worker reads the
     * same directory to attach and sweep them.
     */
    UPLOAD_DIR: z.string().min(1).default('var/uploads'),
    /**
     * What UPLOAD_DIR may hold, in MB (CVs claimed by their application or
     * waiting for it): past it the BFF refuses uploads with 503 until files
     * are swept, so a flood of uploads never fills the disk.
     */
    UPLOAD_DISK_BUDGET_MB: z.coerce.number().int().min(1).max(1_000_000).default(2048),
    /** Free space, in MB, that UPLOAD_DIR's file system keeps after an upload (fs.statfs); below it uploads are refused with 503 too. */
    UPLOAD_DISK_MIN_FREE_MB: z.coerce.number().int().min(0).max(100_000_000).default(1024),
    /** Form submissions per minute and client network (POST /api/forms/*), on top of the per-address limit. */
    FORM_SUBMISSIONS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    /** Fresh addresses one client network reaches an hour through confirmations (outbox-writer.ts); more only for tests and benches from one address. */
    CONFIRMATIONS_PER_NETWORK_PER_HOUR: z.coerce.number().int().min(0).default(CONFIRMATION_ADDRESSES_PER_NETWORK),
    /** Open visit bookings one client network may hold on one property and across the site (VISIT_BOOKING_LIMITS); more only for tests from one address. */
    VISIT_BOOKINGS_PER_NETWORK_PER_PROPERTY: z.coerce
      .number()
      .int()
      .min(1)
      .default(VISIT_BOOKING_LIMITS.perNetworkPerProperty),
    VISIT_BOOKINGS_PER_NETWORK: z.coerce.number().int().min(1).default(VISIT_BOOKING_LIMITS.perNetwork),
    /** The public site's origin, for the links in confirmation mails (demand register, newsletter). Required in production. */
    SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * Signs the one-click unsubscribe links (the worker signs alerts' with the
     * same value); a known secret lets anyone unsubscribe anyone. Required in production.
     */
    SUBSCRIPTION_TOKEN_SECRET: z.string().min(32, 'at least 32 characters').optional(),
    /** Signs the owner portal's access tokens (HS256); whoever knows it can act as any owner. Required in production. */
    OWNER_JWT_SECRET: z.string().min(32, 'at least 32 characters').optional(),
    /** An owner session without a request for this long ends (idle time-out). */
    OWNER_SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(OWNER_SESSION_IDLE_MINUTES_DEFAULT),
    /** An owner session ends this long after the login whatever happens (absolute time-out). */
    OWNER_SESSION_ABSOLUTE_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(OWNER_SESSION_ABSOLUTE_HOURS_DEFAULT),
    /** The JSON log's threshold (pino levels); unset: `info`, and `silent` under Jest so test output stays readable. */
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    /** The worker's incremental import interval (same variable): readiness calls the catalogue stale 30 min past it. */
    SYNC_INCREMENTAL_EVERY_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  })
  .superRefine((env, ctx) => {
    // A production process silently using the developer default would write
    // to the wrong database; local defaults are for development and tests.
    if (env.NODE_ENV !== 'production') return;
    // Secrets too: a production BFF with a secret of its own process only
    // (processOwnSecret) would disagree with the web and the worker.
    for (const key of [
      'DATABASE_URL',
      'REDIS_URL',
      'OPERATOR_TOTP_KEY',
      'INTERNAL_API_TOKEN',
      'ALLOWED_ORIGINS',
      'CAPTCHA_HMAC_KEY',
      'AGENCY_MAIL_TO',
      'SITE_URL',
      'SUBSCRIPTION_TOKEN_SECRET',
      'OWNER_JWT_SECRET',
    ] as const) {
      if (env[key] === undefined)
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when NODE_ENV=production' });
    }
  })
  .transform((env) => ({
    ...env,
    DATABASE_URL: env.DATABASE_URL ?? LOCAL_DATABASE_URL,
    REDIS_URL: env.REDIS_URL ?? LOCAL_REDIS_URL,
    // Outside production an unset secret is this process's own random one, never a shared default.
    OPERATOR_TOTP_KEY: env.OPERATOR_TOTP_KEY ?? processOwnSecret('base64'),
    INTERNAL_API_TOKEN: env.INTERNAL_API_TOKEN ?? processOwnSecret(),
    ALLOWED_ORIGINS: env.ALLOWED_ORIGINS ?? LOCAL_WEB_ORIGINS,
    CAPTCHA_HMAC_KEY: env.CAPTCHA_HMAC_KEY ?? processOwnSecret(),
    AGENCY_MAIL_TO: env.AGENCY_MAIL_TO ?? LOCAL_AGENCY_MAIL_TO,
    UPLOAD_DIR: resolve(REPO_ROOT, env.UPLOAD_DIR),
    SITE_URL: env.SITE_URL ?? LOCAL_SITE_URL,
    SUBSCRIPTION_TOKEN_SECRET: env.SUBSCRIPTION_TOKEN_SECRET ?? processOwnSecret(),
    OWNER_JWT_SECRET: env.OWNER_JWT_SECRET ?? processOwnSecret(),
    API_DOCS_ENABLED:
      env.API_DOCS_ENABLED === undefined ? env.NODE_ENV !== 'production' : env.API_DOCS_ENABLED === 'true',
    LOG_LEVEL: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
  }));

export type BffEnv = z.infer<typeof ZBffEnvSchema>;

/** DI token of the validated environment. */
export const ENV = Symbol('BFF_ENV');

export function loadEnv(source: EnvSource = process.env): BffEnv {
  return parseEnv(ZBffEnvSchema, source, 'BFF');
}
