// The web server's settings, validated once: `instrumentation.ts` parses them
// when the server starts, so a bad value stops it with every problem listed
// instead of surfacing as a broken page. Server-only (never import from a
// client component: the browser has no process.env).
import { ZDefaultLocaleSchema, ZTileUrlTemplateSchema } from '@immo/domain';
import { parseEnv, processOwnSecret, type EnvSource } from '@immo/platform';
import { z } from 'zod';

/** Outside production only (`next dev`, tests): canonical URLs and robots.txt would point at it. */
const LOCAL_SITE_URL = 'http://localhost:3000';

const ZWebEnvSchema = z
  .object({
    /** `next start` and server.mjs set production; `next dev` development; jest test. */
    NODE_ENV: z.enum(['development', 'test', 'production']).optional(),
    /** Set by Next.js; 'phase-production-build' while `next build` evaluates the pages, where no site runs yet. */
    NEXT_PHASE: z.string().optional(),
    BFF_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:3001'),
    /** Absolute origin for canonical and hreflang URLs, robots.txt and the sitemaps; required in production. */
    SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    DEFAULT_LOCALE: ZDefaultLocaleSchema,
    AGENCY_NAME: z.string().min(1).default('Immo'),
    AGENCY_PHONE: z.string().min(1).default('0475123456'),
    /** Shared with the sync worker, sent as x-revalidate-secret to /internal/revalidate. */
    REVALIDATE_SECRET: z.string().min(16, 'at least 16 characters').optional(),
    /**
     * How many reverse proxies of ours stand in front of the web, each appending
     * to X-Forwarded-For: the /api relay takes the visitor's address that many
     * entries from the right. 0 (default): the web is the edge and the TCP peer
     * is the visitor. Behind proxies the web must not be reachable directly.
     */
    WEB_TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /**
     * Megabytes of finished shared pages server.mjs keeps in memory (its page
     * cache, server-page-cache.mjs), least recently used first out; 0 turns it off.
     */
    PAGE_CACHE_MAX_MB: z.coerce.number().int().min(0).max(65_536).default(128),
    /**
     * A client's render budget (server-render-budget.mjs): renders a minute once
     * its burst is spent, the burst, and renders at once. Pages from the page
     * cache cost nothing.
     */
    PAGE_RENDERS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
    PAGE_RENDER_BURST: z.coerce.number().int().min(1).max(1_000_000).default(30),
    PAGE_RENDERS_AT_ONCE: z.coerce.number().int().min(1).max(10_000).default(4),
    /** Shared with the BFF: sent on the server's own calls so the per-visitor rate limit does not count them. */
    INTERNAL_API_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
    /** Google Tag Manager container; unset means no tag manager (spec §7). Read at request time. */
    GTM_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, 'a container id such as GTM-ABC123')
      .optional(),
    /** Social (Meta) pixel id; unset means no pixel. */
    META_PIXEL_ID: z.string().regex(/^\d+$/, 'digits only').optional(),
    /** Map tiles, an XYZ template; OpenStreetMap's standard tiles unless set. Their attribution must match. */
    MAP_TILE_URL: ZTileUrlTemplateSchema.default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    MAP_TILE_ATTRIBUTION: z.string().min(1).max(200).default('© OpenStreetMap'),
    MAP_TILE_ATTRIBUTION_URL: z.url({ protocol: /^https?$/ }).default('https://www.openstreetmap.org/copyright'),
    /** The thank-you pages' promise: an agent calls back within this many working days (1 unless set). */
    AGENT_CALLBACK_WORKING_DAYS: z.coerce.number().int().min(1).max(10).default(1),
    /**
     * The hosts (comma-separated names, e.g. the CRM's photo host) whose photos the brochure PDF may fetch;
     * a photo elsewhere is left out. The site's own photos (paths under public/) are read from disk.
     */
    BROCHURE_PHOTO_HOSTS: z
      .string()
      .default('')
      .transform((text) =>
        text
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
    /** Megabytes of finished brochure PDFs kept in memory, least recently used first out; 0 keeps none. */
    BROCHURE_CACHE_MAX_MB: z.coerce.number().int().min(0).max(4_096).default(32),
  })
  .superRefine((env, ctx) => {
    // A production server without it would send robots.txt, canonicals and
    // sitemaps to http://localhost:3000; `npm start` and the tests name their own.
    if (env.SITE_URL === undefined) {
      if (env.NODE_ENV === 'production' && env.NEXT_PHASE !== 'phase-production-build')
        ctx.addIssue({
          code: 'custom',
          path: ['SITE_URL'],
          message: "is required when NODE_ENV=production (the site's public origin, https://www.agency.be)",
        });
      return;
    }
    // `next start` always runs with NODE_ENV=production, on a laptop too, so
    // for the secrets "production" means a site others can reach: its SITE_URL
    // is not this machine. There a secret of this process alone would leave
    // the worker unable to revalidate and the BFF counting every page as a visitor.
    if (isLoopbackUrl(env.SITE_URL)) return;
    for (const key of ['REVALIDATE_SECRET', 'INTERNAL_API_TOKEN'] as const) {
      if (env[key] === undefined)
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SITE_URL is not a local address' });
    }
  })
  .transform((env) => ({
    ...env,
    SITE_URL: env.SITE_URL ?? LOCAL_SITE_URL,
    // Unset on a local site: this process's own random one, never a shared default (npm start gives the checkout's).
    REVALIDATE_SECRET: env.REVALIDATE_SECRET ?? processOwnSecret(),
    INTERNAL_API_TOKEN: env.INTERNAL_API_TOKEN ?? processOwnSecret(),
  }));
export type WebEnv = z.infer<typeof ZWebEnvSchema>;

function isLoopbackUrl(url: string): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);
}

let parsed: WebEnv | undefined;

export function webEnv(source: EnvSource = process.env): WebEnv {
  if (parsed && source === process.env) return parsed;
  const env = parseEnv(ZWebEnvSchema, source, 'web');
  if (source === process.env) parsed = env;
  return env;
}
