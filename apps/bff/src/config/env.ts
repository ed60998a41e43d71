// The BFF's whole configuration, validated once at boot: a bad variable stops
// the process with every problem listed, instead of failing on first use.
import { locales } from '@immo/domain';
import { z } from 'zod';

const LOCAL_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/immo';

const ZBffEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3001),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DEFAULT_LOCALE: z.enum(locales).default('fr'),
    /** Requests per minute and client IP on the public endpoints. */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
    /**
     * Express `trust proxy`: the web app calls the BFF from the same host, so by
     * default the client IP is read from X-Forwarded-For set by loopback only.
     */
    TRUST_PROXY: z.string().min(1).default('loopback'),
  })
  .superRefine((env, ctx) => {
    // A production process silently using the developer default would write
    // to the wrong database; local defaults are for development and tests.
    if (env.NODE_ENV === 'production' && env.DATABASE_URL === undefined) {
      ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'is required when NODE_ENV=production' });
    }
  })
  .transform((env) => ({ ...env, DATABASE_URL: env.DATABASE_URL ?? LOCAL_DATABASE_URL }));

export type BffEnv = z.infer<typeof ZBffEnvSchema>;

/** DI token of the validated environment. */
export const ENV = Symbol('BFF_ENV');

export function loadEnv(source: NodeJS.ProcessEnv = process.env): BffEnv {
  // Empty strings count as unset, as in docker-compose files with `VAR=`.
  const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = ZBffEnvSchema.safeParse(defined);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`Invalid BFF environment:\n${lines.join('\n')}`);
  }
  return result.data;
}
