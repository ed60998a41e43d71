// Types of server-render-budget.mjs for its spec (src/lib/page-cache/server-render-budget.spec.ts).
export type RenderSpent = { ok: true; done: () => void } | { ok: false; retryAfterSeconds: number };

export interface RenderBudget {
  take(network: string, options?: { optional?: boolean }): RenderSpent;
}

export declare function createRenderBudget(options: { perMinute: number; burst: number; atOnce: number; maxClients?: number; now?: () => number }): RenderBudget;
