// The worker's whole configuration, validated once at boot (and by the CLI):
// a bad variable stops the process with every problem listed.
import path from 'node:path';
import { z } from 'zod';

const LOCAL_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/immo';
const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';
/** The export bundled with the repository (see sample-export/README.md). */
export const BUNDLED_SAMPLE_EXPORT_DIR = path.resolve(__dirname, '../../sample-export');

const booleanString = z.enum(['true', 'false']).transform((value) => value === 'true');

const ZWorkerEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    SAMPLE_EXPORT_DIR: z.string().min(1).default(BUNDLED_SAMPLE_EXPORT_DIR),
    /** BullMQ key prefix: separates environments (and test runs) sharing one Redis. */
    QUEUE_PREFIX: z.string().regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only').default('immo'),
    /** Import the sample export at boot when the catalogue is empty. */
    SAMPLE_IMPORT_ON_EMPTY: booleanString.optional(),
  })
  .superRefine((env, ctx) => {
    // Production must never fall back to a developer's local servers.
    if (env.NODE_ENV !== 'production') return;
    for (const key of ['DATABASE_URL', 'REDIS_URL'] as const) {
      if (env[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when NODE_ENV=production' });
    }
  })
  .transform((env) => ({
    ...env,
    DATABASE_URL: env.DATABASE_URL ?? LOCAL_DATABASE_URL,
    REDIS_URL: env.REDIS_URL ?? LOCAL_REDIS_URL,
    // A live site must not fill up with sample properties by accident.
    SAMPLE_IMPORT_ON_EMPTY: env.SAMPLE_IMPORT_ON_EMPTY ?? env.NODE_ENV !== 'production',
  }));

export type WorkerEnv = z.infer<typeof ZWorkerEnvSchema>;

/** DI token of the validated environment. */
export const ENV = Symbol('WORKER_ENV');

export function loadEnv(source: NodeJS.ProcessEnv = process.env): WorkerEnv {
  // Empty strings count as unset, as in docker-compose files with `VAR=`.
  const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = ZWorkerEnvSchema.safeParse(defined);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`Invalid sync-worker environment:\n${lines.join('\n')}`);
  }
  return result.data;
}
