// Every app validates its whole environment once at start-up with one zod
// schema; this is the shared reading of it, so BFF, worker and web treat
// settings alike.
import type { z } from 'zod';

export type EnvSource = Readonly<Record<string, string | undefined>>;

/**
 * Parses `source` with the app's schema. Empty strings count as unset (as in
 * docker-compose files with `VAR=`), and a bad environment stops the process
 * with every problem listed at once rather than failing on first use.
 */
export function parseEnv<S extends z.ZodType>(schema: S, source: EnvSource, app: string): z.output<S> {
  const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = schema.safeParse(defined);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`Invalid ${app} environment:\n${lines.join('\n')}`);
  }
  return result.data;
}
