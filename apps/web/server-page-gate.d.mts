// Types of server-page-gate.mjs for its spec (src/lib/page-cache/server-page-gate.spec.ts).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { PageCache } from './server-page-cache.mjs';
import type { RenderBudget } from './server-render-budget.mjs';

export interface PageRules {
  pageAddress(url: string, cookie: string | undefined): string | null;
  clientNetwork(peer: string | undefined, forwardedFor: string | undefined): string;
  busyAnswer(url: string, headers: Record<string, string | string[] | undefined>, retryAfterSeconds: number): { headers: Record<string, string>; body: string };
}

export type Render = (keep?: (body: Buffer, headers: OutgoingHttpHeaders) => void) => void;

export declare function staticFileAddresses(appDir: string): Set<string>;
export declare function createPageGate(parts: { cache: PageCache; budget: RenderBudget; rules: PageRules; staticFiles: Set<string> }): (request: IncomingMessage, response: ServerResponse, render: Render) => Promise<void>;
