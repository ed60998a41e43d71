// Types of server-page-cache.mjs for its specs (src/lib/page-cache/).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export declare const PAGE_CACHE_HEADER: string;

export interface KeptPage {
  headers: Record<string, string | string[]>;
  body: Buffer;
  gzipped: Buffer | null;
  storedAt: number;
}

export interface PageRender {
  keep(body: Buffer, headers: OutgoingHttpHeaders): void;
  settled(): void;
}

export interface PageCache {
  get(key: string): KeptPage | undefined;
  startRender(key: string): PageRender | null;
  inProgress(key: string): Promise<void> | undefined;
  clear(): void;
  readonly size: number;
}

export declare function createPageCache(options: { maxBytes: number; ttlSeconds: number; now?: () => number }): PageCache;
export declare function acceptsGzip(header: string | undefined): boolean;
export declare function sendKeptPage(request: IncomingMessage, response: ServerResponse, page: KeptPage, time?: number): void;
