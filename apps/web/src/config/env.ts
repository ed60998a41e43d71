// The web server's settings, validated once: `instrumentation.ts` parses them
// when the server starts, so a bad value stops it with every problem listed
// instead of surfacing as a broken page. Server-only (never import from a
// client component: the browser has no process.env).
import { locales } from '@immo/domain';
import { z } from 'zod';

const ZWebEnvSchema = z.object({
  BFF_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:3001'),
  /** Absolute origin for canonical and hreflang URLs. */
  SITE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  DEFAULT_LOCALE: z.enum(locales).default('fr'),
  AGENCY_NAME: z.string().min(1).default('Immo'),
  AGENCY_PHONE: z.string().min(1).default('0475123456'),
});
export type WebEnv = z.infer<typeof ZWebEnvSchema>;

let parsed: WebEnv | undefined;

export function webEnv(source: Readonly<Record<string, string | undefined>> = process.env): WebEnv {
  if (parsed && source === process.env) return parsed;
  // Empty strings count as unset, as in docker-compose files with `VAR=`.
  const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = ZWebEnvSchema.safeParse(defined);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid web environment:\n${lines.join('\n')}`);
  }
  if (source === process.env) parsed = result.data;
  return result.data;
}
